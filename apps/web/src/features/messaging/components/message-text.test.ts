import { MESSAGING_TEXTS } from '@skilllink/contracts/constants';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/messages.json';
import { splitLinks } from './message-text';

describe('splitLinks', () => {
  it('links http(s) addresses only, leaving sentence punctuation outside', () => {
    expect(splitLinks('See https://a.example/x?y=1, then (http://b.example).')).toEqual([
      { text: 'See ' },
      { text: 'https://a.example/x?y=1', href: 'https://a.example/x?y=1' },
      { text: ', then (' },
      { text: 'http://b.example', href: 'http://b.example/' },
      { text: ').' },
    ]);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'www.example.com', 'ftp://example.com', 'mailto:a@b.c'])(
    'leaves %s as text',
    (text) => {
      expect(splitLinks(text)).toEqual([{ text }]);
    },
  );
});

describe('messaging texts', () => {
  it("are the contracts' MESSAGING_TEXTS in English", () => {
    expect(en.errors).toEqual({
      notConnected: MESSAGING_TEXTS.notConnected,
      sendFailed: MESSAGING_TEXTS.sendFailed,
      readFailed: MESSAGING_TEXTS.readFailed,
      startFailed: MESSAGING_TEXTS.startFailed,
      deleteFailed: MESSAGING_TEXTS.deleteFailed,
      rateLimited: MESSAGING_TEXTS.rateLimited,
      // Not in MESSAGING_TEXTS: the refusal for an unverified e-mail (ADR 031) has its own text.
      emailUnverified: expect.stringMatching(/^Confirm your e-mail address/),
      // Conversations about an application (ADR 054), not in the spec's texts either.
      closed: expect.stringMatching(/^This conversation is closed/),
      applicationNotFound: expect.stringMatching(/^This application does not exist/),
      applicationEnded: expect.stringMatching(/^This application has ended/),
      // A project's team chat (ADR 058).
      projectNotFound: expect.stringMatching(/^This project does not exist/),
      // Attachments (issue 28 §5): a file the server refused, or one no longer on the device.
      fileRefused: expect.stringMatching(/^A file was refused/),
      fileMissing: expect.stringMatching(/^A file of this message is no longer on this device/),
    });
    expect([en.list.noConversations, en.list.noMatches, en.chat.startAConversation, en.chat.startTheConversation]).toEqual([
      MESSAGING_TEXTS.noConversations,
      MESSAGING_TEXTS.noMatches,
      MESSAGING_TEXTS.startAConversation,
      MESSAGING_TEXTS.startTheConversation,
    ]);
    expect([en.chat.deleted, en.chat.edited, en.chat.sendFailed]).toEqual([
      MESSAGING_TEXTS.deleted,
      MESSAGING_TEXTS.edited,
      MESSAGING_TEXTS.sendFailed,
    ]);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setDataSaver } from '../../../lib/data-saver';
import { resetSavingsMemory, savedThisMonth } from '../../../lib/data-saver-savings';
import { apiError, json, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { resetOutboxes } from '../outbox';
import { attachment, conversation, fakeMessaging, kwame, me, message, minutesAgo } from '../test-fixtures';

const MB = 1024 * 1024;
const pdf = attachment('cv', {
  kind: 'document',
  name: 'Kwame CV.pdf',
  mime: 'application/pdf',
  size: 1.2 * MB,
  width: null,
  height: null,
  thumbnailUrl: null,
  thumbnailBytes: null,
});
const photo = attachment('stall', { name: 'stall.webp', width: 1600, height: 1200, thumbnailBytes: 240 * 1024 });

function openChat({ refuse = false } = {}) {
  const messages = [
    message('c-kwame', 1, kwame.id, 'The stall and my CV', minutesAgo(30), { attachments: [photo, pdf] }),
    message('c-kwame', 2, me.id, '', minutesAgo(20), { attachments: [attachment('mine')] }),
  ];
  const fake = fakeMessaging([{ conversation: conversation('c-kwame', kwame, messages), messages }]);
  const upload = { id: 'u1', size: 0, offset: 0, attachment: null };
  const api = stubApi(
    Object.assign(fake.handlers, {
      'GET /api/v1/session': signedInAs(member),
      'POST /api/v1/messages/uploads': (call: { body: unknown }) => json(201, { ...upload, size: (call.body as { size: number }).size }),
      'PATCH /api/v1/messages/uploads/u1': () =>
        refuse
          ? apiError(415, 'attachment_not_image', 'This file is not a photo we can read')
          : json(200, { ...upload, offset: 5, size: 5, attachment: attachment('new-cv') }),
      'DELETE /api/v1/messages/uploads/u1': () => new Response(null, { status: 204 }),
    }),
  );
  return { ...renderApp('/app/messages/c-kwame'), api };
}

const history = () => screen.findByRole('log', { name: 'Messages with Kwame Asante' });
const picker = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
const choose = (...files: File[]) => fireEvent.change(picker(), { target: { files } });
/** The first bytes of each kind of file the chat takes (the composer reads them before accepting a file). */
const HEADS: Record<string, Uint8Array<ArrayBuffer>> = {
  pdf: new TextEncoder().encode('%PDF-1.7'),
  jpg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
  docx: new Uint8Array([0x50, 0x4b, 0x03, 0x04]),
};
const sized = (
  name: string,
  type: string,
  size: number,
  head: Uint8Array<ArrayBuffer> = HEADS[name.split('.').pop()!] ?? new Uint8Array([0x4d, 0x5a]),
) => {
  const file = new File([head], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('Messages: attachments', () => {
  beforeEach(() => resetOutboxes());

  it('shows a photo as its thumbnail (opened in full on a tap) and a document as a download row', async () => {
    const { user } = openChat();
    const list = await history();
    const open = await within(list).findByRole('button', { name: 'Open photo stall.webp' });
    const thumb = open.querySelector('img')!;
    expect(thumb.getAttribute('src')).toBe('/api/v1/messages/attachments/stall/thumbnail');
    // The box keeps the photo's proportions before it loads: 240 × 180.
    expect([thumb.getAttribute('width'), thumb.getAttribute('height')]).toEqual(['240', '180']);
    const row = within(list).getByRole('link', { name: /Kwame CV\.pdf/ });
    expect(row).toHaveAttribute('href', '/api/v1/messages/attachments/cv');
    expect(row).toHaveAttribute('download', 'Kwame CV.pdf');
    expect(row).toHaveTextContent('1.2 MB');
    // In the list, a message that is only a photo reads as one.
    expect(screen.getByText('You: Photo')).toBeInTheDocument();
    await user.click(open);
    const viewer = await screen.findByRole('dialog', { name: 'stall.webp' });
    expect(within(viewer).getByRole('img', { name: 'stall.webp' })).toHaveAttribute('src', '/api/v1/messages/attachments/stall');
  });

  it('with data saver on, a photo is a box saying its size and nothing loads until it is tapped', async () => {
    resetSavingsMemory();
    setDataSaver(true);
    const { user } = openChat();
    const list = await history();
    const box = await within(list).findByRole('button', { name: 'Photo · 240 KB — tap to load' });
    expect(list.querySelectorAll('img')).toHaveLength(0);
    // Counted in "Data saver saved … this month" by the thumbnail's real size.
    expect(savedThisMonth()).toBeGreaterThanOrEqual(240 * 1024);
    await user.click(box);
    expect(within(list).getByRole('button', { name: 'Open photo stall.webp' }).querySelector('img')).toHaveAttribute(
      'src',
      '/api/v1/messages/attachments/stall/thumbnail',
    );
    // The other photo still waits for its own tap.
    expect(within(list).getAllByRole('button', { name: /tap to load/ })).toHaveLength(1);
  });

  it('refuses a file over 10 MB or of another type at once, and sends a message that is only a file', async () => {
    const { user, api } = openChat();
    await history();
    choose(sized('scan.pdf', 'application/pdf', 11 * MB));
    expect(await screen.findByRole('alert')).toHaveTextContent('scan.pdf is too big: files can be at most 10 MB.');
    choose(sized('setup.exe', 'application/x-msdownload', 1000));
    expect(await screen.findByRole('alert')).toHaveTextContent('setup.exe cannot be sent');
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(api.callsTo('POST /api/v1/messages/uploads')).toHaveLength(0);

    choose(sized('cv.pdf', 'application/pdf', 5));
    const chips = await screen.findByRole('list', { name: 'Files to send' });
    expect(chips).toHaveTextContent('cv.pdf');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Documents only: no full-quality choice.
    expect(screen.queryByRole('checkbox', { name: 'Send photos in full quality' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST /api/v1/conversations/c-kwame/messages')).toHaveLength(1));
    expect(api.callsTo('POST /api/v1/messages/uploads')[0]!.body).toEqual({ name: 'cv.pdf', size: 5 });
    expect(api.callsTo('PATCH /api/v1/messages/uploads/u1')[0]!.headers['upload-offset']).toBe('0');
    expect(api.callsTo('POST /api/v1/conversations/c-kwame/messages')[0]!.body).toMatchObject({ content: '', attachmentIds: ['new-cv'] });
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
  });

  it('offers full quality for photos, and a chip can be removed', async () => {
    const { user } = openChat();
    await history();
    choose(sized('market.jpg', 'image/jpeg', 3 * MB), sized('notes.docx', '', 2000));
    const chips = await screen.findByRole('list', { name: 'Files to send' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    expect(chips).toHaveTextContent('3 MB');
    expect(screen.getByRole('checkbox', { name: 'Send photos in full quality' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Remove market.jpg' }));
    expect(within(chips).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('checkbox', { name: 'Send photos in full quality' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Attach a photo or file' })).toBeEnabled();
    // Focus stays in the chips (the next one), then returns to the paperclip when none is left.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove notes.docx' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Remove notes.docx' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Attach a photo or file' })).toHaveFocus());
  });

  it('refuses when chosen a file whose content is not what its name says (a renamed program)', async () => {
    const { api } = openChat();
    await history();
    choose(sized('invoice.pdf', 'application/pdf', 1000, new Uint8Array([0x4d, 0x5a, 0x90, 0x00])));
    expect(await screen.findByRole('alert')).toHaveTextContent('invoice.pdf cannot be sent');
    choose(sized('holiday.jpg', 'image/jpeg', 1000, new TextEncoder().encode('<svg onload=')));
    expect(await screen.findByRole('alert')).toHaveTextContent('holiday.jpg cannot be sent');
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/messages/uploads')).toHaveLength(0);
  });

  it('a file the server refuses for what it is: named once, on its bubble, with Delete and no Retry', async () => {
    const { user } = openChat({ refuse: true });
    await history();
    choose(sized('broken.jpg', 'image/jpeg', 1000));
    await screen.findByRole('list', { name: 'Files to send' });
    await user.click(screen.getByRole('checkbox', { name: 'Send photos in full quality' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('broken.jpg cannot be sent');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete unsent message' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('Messages: a big photo', () => {
  beforeEach(() => resetOutboxes());

  it('is judged after it is made smaller: in full quality, over 10 MB, nothing is sent', async () => {
    const { user, api } = openChat();
    await history();
    choose(sized('camera.jpg', 'image/jpeg', 12 * MB));
    expect(await screen.findByRole('list', { name: 'Files to send' })).toHaveTextContent('camera.jpg');
    await user.click(screen.getByRole('checkbox', { name: 'Send photos in full quality' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('camera.jpg is too big');
    expect(screen.getByRole('list', { name: 'Files to send' })).toHaveTextContent('camera.jpg');
    expect(api.callsTo('POST /api/v1/messages/uploads')).toHaveLength(0);
    expect(api.callsTo('POST /api/v1/conversations/c-kwame/messages')).toHaveLength(0);
  });
});

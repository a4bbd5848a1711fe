import type { ConversationAbout } from '@skilllink/contracts/messaging';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, json, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { resetOutboxes } from '../outbox';
import { conversation, fakeMessaging, kwame, message, minutesAgo } from '../test-fixtures';

// Conversations about a job application (ADR 054): what they are about, closed, and opening one from a link.

const about = (extra: Partial<ConversationAbout> = {}): ConversationAbout => ({
  applicationId: 'app-1',
  listing: { title: 'Senior Designer', company: 'Hubtel', kind: 'job' },
  status: 'reviewing',
  closed: false,
  ...extra,
});

function setUp(aboutIt: ConversationAbout) {
  const messages = [message('c-app', 1, kwame.id, 'Thanks for applying', minutesAgo(30))];
  const fake = fakeMessaging([{ conversation: conversation('c-app', kwame, messages, { about: aboutIt }), messages }]);
  const api = stubApi(Object.assign(fake.handlers, { 'GET /api/v1/session': signedInAs(member) }));
  return { api, fake };
}

describe('Messages: a conversation about an application', () => {
  beforeEach(() => resetOutboxes());

  it('says what it is about in the list and the chat, and writes as usual while open', async () => {
    setUp(about());
    const { user } = renderApp('/app/messages/c-app');
    expect(
      await screen.findByRole('link', { name: 'Conversation with Kwame Asante, About: Senior Designer at Hubtel' }),
    ).toBeInTheDocument();
    const chat = screen.getByRole('region', { name: 'Kwame Asante' });
    expect(within(chat).getByText('About: Senior Designer at Hubtel')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Write a message' }), 'When is the interview?{Enter}');
    expect(await within(chat).findByText('When is the interview?')).toBeInTheDocument();
  });

  it('shows why it is closed in place of the composer, with the history still there', async () => {
    setUp(about({ status: 'rejected', closed: true }));
    renderApp('/app/messages/c-app');
    expect(
      await screen.findByText('This conversation is closed: the application was not selected. You can still read it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a message' })).not.toBeInTheDocument();
    expect(await screen.findByText('Thanks for applying', { selector: 'p[dir]' })).toBeInTheDocument();
  });

  it('closes the chat when a send is refused because the application ended meanwhile', async () => {
    const { fake } = setUp(about());
    fake.handlers['POST /api/v1/conversations/c-app/messages'] = () => {
      // The recruiter left the company meanwhile: the server now lists it closed too.
      const thread = fake.state.threads[0]!;
      thread.conversation = { ...thread.conversation, about: about({ closed: true }) };
      return apiError(
        409,
        'conversation_closed',
        'This conversation is closed: the application it is about has ended. You can still read it',
      );
    };
    const { user } = renderApp('/app/messages/c-app');
    await user.type(await screen.findByRole('textbox', { name: 'Write a message' }), 'Any news?{Enter}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Write a message' })).not.toBeInTheDocument());
    expect(await screen.findByText(/This conversation is closed: the listing is no longer handled/)).toBeInTheDocument();
  });

  it('opens the conversation from an application link', async () => {
    const { fake, api } = setUp(about());
    fake.handlers['POST /api/v1/applications/app-1/conversation'] = () => json(200, { conversation: fake.state.threads[0]!.conversation });
    const { location } = renderApp('/app/messages?application=app-1');
    await waitFor(() => expect(location().pathname).toBe('/app/messages/c-app'));
    expect(api.callsTo('POST /api/v1/applications/app-1/conversation')).toHaveLength(1);
  });

  it('says why an application link cannot open a conversation', async () => {
    const { fake } = setUp(about());
    fake.handlers['POST /api/v1/applications/app-2/conversation'] = () =>
      apiError(409, 'conversation_closed', 'This application has ended: no new conversation can start about it');
    renderApp('/app/messages?application=app-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('This application has ended: no new conversation can start about it.');
  });

  it('says so for an application that is not theirs', async () => {
    const { fake } = setUp(about());
    fake.handlers['POST /api/v1/applications/app-3/conversation'] = () => apiError(404, 'application_not_found', 'Application not found');
    const { location } = renderApp('/app/messages?application=app-3');
    expect(await screen.findByRole('alert')).toHaveTextContent('This application does not exist, or it is not yours to discuss.');
    expect(location().search).toBe('');
  });
});

import type { WorkspaceFile } from '@skilllink/contracts/workspace-files';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiError, json, stubApi } from '../../../test/fetch-stub';
import { renderTab } from '../team/test-fixtures';
import { stubUploads } from './fake-xhr';
import { setLanguage } from '../../../lib/i18n';
import { FilesTab } from './files-tab';

const LIST = 'GET /api/v1/workspace/projects/p-1/files';
const MB = 1024 * 1024;

const file = (id: string, overrides: Partial<WorkspaceFile> = {}): WorkspaceFile => ({
  id,
  name: `${id}.pdf`,
  mime: 'application/pdf',
  kind: 'document',
  size: 2.46 * MB,
  category: 'document',
  uploadedBy: { id: 'u-kofi', name: 'Kofi Boateng' },
  uploadedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  canDelete: false,
  downloadUrl: `/api/v1/workspace/files/${id}/download?member=u-ama&expires=${Math.floor(Date.now() / 1000) + 300}&signature=sig`,
  thumbnailUrl: null,
  ...overrides,
});
const brief = file('brief', { name: 'Brief v2.pdf' });
const photo = file('photo', {
  name: 'Shop front.jpg',
  mime: 'image/jpeg',
  kind: 'image',
  size: 820_000,
  category: 'design',
  uploadedBy: { id: 'u-ama', name: 'Ama Mensah' },
  thumbnailUrl: '/api/v1/workspace/projects/p-1/files/photo/thumbnail',
});
const page = (items: WorkspaceFile[]) => ({
  items,
  usedBytes: items.reduce((s, f) => s + f.size, 0),
  quotaBytes: 500 * MB,
  maxFileBytes: 25 * MB,
});
const named = (name: string, bytes: number, type = 'application/pdf') => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: bytes });
  return f;
};

/** Files dropped from the desktop (the test DOM builds its own, empty, DataTransfer for a synthetic drop). */
function drop(target: Element, files: File[]) {
  const event = new Event('drop', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: { files } });
  act(() => void target.dispatchEvent(event));
}

describe('Files tab', () => {
  it('lists each file with its preview, size in MB, type, category, who and when, and a download link', async () => {
    stubApi({ [LIST]: () => json(200, page([photo, brief])) });
    renderTab(<FilesTab projectId="p-1" canEdit isLead={false} myId="u-kofi" />);
    const rows = within(await screen.findByRole('list', { name: 'Project files' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Shop front.jpg0.8 MB · JPEG · DesignAma Mensah·');
    expect(within(rows[0]!).getByRole('img', { name: 'Preview of Shop front.jpg' })).toHaveAttribute('src', photo.thumbnailUrl);
    expect(rows[1]).toHaveTextContent('Brief v2.pdf2.5 MB · PDF · DocumentKofi Boateng·5m ago');
    expect(within(rows[1]!).getByRole('link', { name: 'Download Brief v2.pdf' })).toHaveAttribute('href', brief.downloadUrl);
    expect(screen.getByText('3.2 MB of 500.0 MB used')).toBeInTheDocument();
    // Kofi deletes what he uploaded, not Ama's photo.
    expect(within(rows[1]!).getByRole('button', { name: 'Delete Brief v2.pdf' })).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('uploads several chosen files one after the other, each with its progress bar', async () => {
    let items = [brief];
    const api = stubApi({ [LIST]: () => json(200, page(items)) });
    const sent = stubUploads();
    const { user } = renderTab(<FilesTab projectId="p-1" canEdit isLead myId="u-ama" />);
    await screen.findByRole('list', { name: 'Project files' });
    await user.selectOptions(screen.getByLabelText('Category'), 'contract');
    await user.upload(screen.getByTestId('file-input'), [named('contract.pdf', 3 * MB), named('logo.png', MB, 'image/png')]);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/api/v1/workspace/projects/p-1/files?name=contract.pdf&category=contract');
    expect(sent[0]!.headers['content-type']).toBe('application/octet-stream');
    act(() => sent[0]!.progress(1.5 * MB));
    expect(await screen.findByRole('progressbar', { name: 'Uploading contract.pdf' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('progressbar', { name: 'Uploading logo.png' })).toHaveAttribute('aria-valuenow', '0');
    expect(within(screen.getByRole('list', { name: 'Uploads' })).getAllByRole('listitem')[1]).toHaveTextContent('Waiting…');

    items = [file('contract', { name: 'contract.pdf', category: 'contract' }), brief];
    act(() => sent[0]!.answer(201, items[0]));
    expect(await screen.findByText('contract.pdf uploaded')).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.url).toContain('name=logo.png&category=contract');
    act(() => sent[1]!.answer(201, file('logo', { name: 'logo.png' })));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull());
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContainEqual(expect.stringContaining('contract.pdf')),
    );
    expect(api.callsTo(LIST).length).toBeGreaterThan(1);
  });

  it('takes dropped files, refuses one over 25 MB before sending it, and shows the server’s reason for another', async () => {
    stubApi({ [LIST]: () => json(200, page([])) });
    const sent = stubUploads();
    const { user } = renderTab(<FilesTab projectId="p-1" canEdit isLead myId="u-ama" />);
    expect(await screen.findByText('No files yet')).toBeInTheDocument();
    const area = screen.getByRole('group', { name: 'Upload files to this project' });
    drop(area, [named('video.mp4', 30 * MB, 'video/mp4'), named('holiday.png', 2 * MB, 'image/png')]);

    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent(
      'video.mp4 was not uploaded This file is 30.0 MB: a file can be at most 25.0 MB. Compress it or split it, then try again.',
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toContain('name=holiday.png');
    act(() =>
      sent[0]!.answer(415, {
        error: { code: 'workspace_file_not_image', message: '"holiday.png" is not an image, although its name says so' },
      }),
    );
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent(
      'holiday.png was not uploaded "holiday.png" is not an image, although its name says so',
    );
    // The refused file can be tried again; the one too big can only be dismissed.
    expect(screen.queryByRole('button', { name: 'Try uploading video.mp4 again' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try uploading holiday.png again' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Dismiss video.mp4' }));
    expect(screen.queryByText(/video\.mp4/)).toBeNull();
  });

  it('deletes a file after confirming it', async () => {
    let items = [photo, brief];
    const api = stubApi({
      [LIST]: () => json(200, page(items)),
      'DELETE /api/v1/workspace/projects/p-1/files/brief': () => {
        items = [photo];
        return json(204);
      },
    });
    const { user } = renderTab(<FilesTab projectId="p-1" canEdit isLead myId="u-ama" />);
    await user.click(await screen.findByRole('button', { name: 'Delete Brief v2.pdf' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Brief v2.pdf?' }));
    expect(api.callsTo('DELETE /api/v1/workspace/projects/p-1/files/brief')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete file' }));
    expect(await screen.findByText('Brief v2.pdf was deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Download Brief v2.pdf' })).toBeNull());
  });

  it('swaps a link about to run out for a fresh one before downloading', async () => {
    const stale = { ...brief, downloadUrl: '/api/v1/workspace/files/brief/download?member=u-ama&expires=1&signature=old' };
    const fresh = { ...brief, downloadUrl: '/api/v1/workspace/files/brief/download?member=u-ama&expires=9999999999&signature=new' };
    let items = [stale];
    const api = stubApi({ [LIST]: () => json(200, page(items)) });
    const clicked: string[] = [];
    const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    onTestFinished(() => spy.mockRestore());
    const { user } = renderTab(<FilesTab projectId="p-1" canEdit isLead myId="u-ama" />);
    const link = await screen.findByRole('link', { name: 'Download Brief v2.pdf' });
    items = [fresh];
    await user.click(link);
    await waitFor(() => expect(clicked).toEqual([fresh.downloadUrl]));
    expect(api.callsTo(LIST)).toHaveLength(2);
  });

  it('shows a viewer the files to download, without upload or delete', async () => {
    stubApi({ [LIST]: () => json(200, page([photo, brief])) });
    renderTab(<FilesTab projectId="p-1" canEdit={false} isLead={false} myId="u-efua" />);
    await screen.findByRole('list', { name: 'Project files' });
    expect(screen.getByText('Your role lets you see and download files, not add them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload files' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /Download/ })).toHaveLength(2);
  });

  it('says when the files could not be loaded, with Try again', async () => {
    stubApi({ [LIST]: () => apiError(500, 'internal_error', 'Something went wrong on our side') });
    renderTab(<FilesTab projectId="p-1" canEdit isLead myId="u-ama" />);
    expect(await screen.findByText('The files could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });

  it('speaks French: sizes in Mo with a decimal comma, categories and actions', async () => {
    await setLanguage('fr');
    onTestFinished(() => setLanguage('en'));
    stubApi({ [LIST]: () => json(200, page([brief])) });
    renderTab(<FilesTab projectId="p-1" canEdit isLead myId="u-ama" />);
    const row = within(await screen.findByRole('list', { name: 'Fichiers du projet' })).getByRole('listitem');
    expect(row).toHaveTextContent('Brief v2.pdf2,5 Mo · PDF · Document');
    expect(within(row).getByRole('link', { name: 'Télécharger Brief v2.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Déposer des fichiers' })).toBeInTheDocument();
  });
});

import { useEffect, useState } from 'react';
import { useOutbox } from '../me';
import type { OutboxEntry } from '../outbox';
import { FileChip } from './file-chip';

/** The files of a message still in the outbox, read back from the device, with their upload's progress. */
export function PendingFiles({ entry }: { entry: OutboxEntry }) {
  const outbox = useOutbox();
  const [blobs, setBlobs] = useState<Array<Blob | undefined>>([]);
  const count = entry.files?.length ?? 0;
  useEffect(() => {
    let live = true;
    void Promise.all(Array.from({ length: count }, (_, index) => outbox.file(entry.clientId, index))).then((found) => {
      if (live) setBlobs(found);
    });
    return () => {
      live = false;
    };
  }, [outbox, entry.clientId, count]);
  if (!entry.files?.length) return null;
  return (
    <ul className="mb-1 flex flex-col gap-1">
      {entry.files.map((file, index) => (
        <li key={index}>
          <FileChip name={file.name} size={file.size} file={blobs[index]} sent={entry.state === 'failed' ? undefined : (file.sent ?? 0)} />
        </li>
      ))}
    </ul>
  );
}

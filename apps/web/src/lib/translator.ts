/** A namespace's strings as its JSON file holds them: nested objects, strings at the leaves. */
export interface Bundle {
  [key: string]: string | Bundle;
}

/** `count` picks the plural form; `defaultValue` is said when no language has the key; the rest fill {{placeholders}}. */
export type TranslateOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;

type Listener = (language: string) => void;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * The part of an i18n library the app uses, in well under 1 KB (ADR 047; i18next was 14 KB
 * brotli of every page's first download and ~50 KB of script to evaluate): strings by
 * language and namespace, dotted keys, {{placeholders}}, plural forms by the language's own
 * rules (`key_one`, `key_many`, `key_other`), English for anything a language lacks.
 * Output is not escaped: React escapes what it renders.
 */
export class Translator {
  private readonly bundles = new Map<string, Bundle>();
  private readonly listeners = new Set<Listener>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  constructor(
    public language: string,
    private readonly fallback: string,
  ) {}

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.bundles.has(`${language}/${namespace}`);
  }

  addResourceBundle(language: string, namespace: string, bundle: Bundle): void {
    this.bundles.set(`${language}/${namespace}`, bundle);
  }

  on(_event: 'languageChanged', listener: Listener): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: Listener): void {
    this.listeners.delete(listener);
  }

  /** Async like the library it replaced, so callers and tests can await a switch the same way. */
  async changeLanguage(language: string): Promise<void> {
    this.language = language;
    for (const listener of this.listeners) listener(language);
  }

  /** A `t` for one namespace; `language` null follows the current language at each call. */
  getFixedT(language: string | null, namespace: string) {
    return (key: string, options?: TranslateOptions): string => this.translate(language ?? this.language, namespace, key, options);
  }

  private translate(language: string, namespace: string, key: string, options: TranslateOptions = {}): string {
    const text = this.find(language, namespace, key, options.count) ?? this.find(this.fallback, namespace, key, options.count);
    if (text === undefined) return options.defaultValue ?? key;
    return text.replace(PLACEHOLDER, (_, name: string) => {
      const value = options[name];
      return value === undefined || value === null ? '' : String(value);
    });
  }

  private find(language: string, namespace: string, key: string, count: number | undefined): string | undefined {
    const bundle = this.bundles.get(`${language}/${namespace}`);
    if (!bundle) return undefined;
    const parent = key.split('.');
    const leaf = parent.pop() ?? '';
    let node: string | Bundle | undefined = bundle;
    for (const part of parent) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'object') return undefined;
    const forms = count === undefined ? [leaf] : [`${leaf}_${this.pluralOf(language, count)}`, `${leaf}_other`, leaf];
    for (const form of forms) {
      const text = node[form];
      if (typeof text === 'string') return text;
    }
    return undefined;
  }

  private pluralOf(language: string, count: number): Intl.LDMLPluralRule {
    let rules = this.pluralRules.get(language);
    if (!rules) this.pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  }
}

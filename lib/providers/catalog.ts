/**
 * What the search offers (docs/product.md §9): countries grouped by region, languages, ad types and media types,
 * each with its Spanish label. The UI builds its selects from these; the demo data set covers all of them.
 */
import type { AdType, MediaType } from "./types";

export type CountryOption = { code: string; name: string };
export type CountryGroup = { region: string; countries: CountryOption[] };

/** The "no country filter" choice, listed before the groups. */
export const ALL_COUNTRIES: CountryOption = { code: "ALL", name: "Todos los países" };

export const COUNTRY_GROUPS: readonly CountryGroup[] = [
  {
    region: "Latinoamérica",
    countries: [
      { code: "AR", name: "Argentina" },
      { code: "BO", name: "Bolivia" },
      { code: "BR", name: "Brasil" },
      { code: "CL", name: "Chile" },
      { code: "CO", name: "Colombia" },
      { code: "CR", name: "Costa Rica" },
      { code: "DO", name: "República Dominicana" },
      { code: "EC", name: "Ecuador" },
      { code: "SV", name: "El Salvador" },
      { code: "GT", name: "Guatemala" },
      { code: "HN", name: "Honduras" },
      { code: "MX", name: "México" },
      { code: "NI", name: "Nicaragua" },
      { code: "PA", name: "Panamá" },
      { code: "PY", name: "Paraguay" },
      { code: "PE", name: "Perú" },
      { code: "PR", name: "Puerto Rico" },
      { code: "UY", name: "Uruguay" },
      { code: "VE", name: "Venezuela" },
    ],
  },
  {
    region: "Norteamérica",
    countries: [
      { code: "US", name: "Estados Unidos" },
      { code: "CA", name: "Canadá" },
    ],
  },
  {
    region: "Europa",
    countries: [
      { code: "ES", name: "España" },
      { code: "PT", name: "Portugal" },
      { code: "FR", name: "Francia" },
      { code: "DE", name: "Alemania" },
      { code: "IT", name: "Italia" },
      { code: "GB", name: "Reino Unido" },
      { code: "IE", name: "Irlanda" },
      { code: "NL", name: "Países Bajos" },
      { code: "BE", name: "Bélgica" },
      { code: "CH", name: "Suiza" },
      { code: "AT", name: "Austria" },
      { code: "SE", name: "Suecia" },
      { code: "PL", name: "Polonia" },
    ],
  },
  {
    region: "Asia-Pacífico",
    countries: [
      { code: "AU", name: "Australia" },
      { code: "NZ", name: "Nueva Zelanda" },
      { code: "JP", name: "Japón" },
      { code: "KR", name: "Corea del Sur" },
      { code: "IN", name: "India" },
      { code: "PH", name: "Filipinas" },
      { code: "ID", name: "Indonesia" },
    ],
  },
  {
    region: "Otros",
    countries: [
      { code: "ZA", name: "Sudáfrica" },
      { code: "AE", name: "Emiratos Árabes Unidos" },
      { code: "IL", name: "Israel" },
      { code: "TR", name: "Turquía" },
      { code: "MA", name: "Marruecos" },
    ],
  },
];

/** Every selectable country (without ALL), in display order. */
export const COUNTRIES: readonly CountryOption[] = COUNTRY_GROUPS.flatMap((g) => g.countries);
export const COUNTRY_CODES: readonly string[] = COUNTRIES.map((c) => c.code);

export type LanguageOption = { code: string; name: string };

/** ISO-639-1 codes the search offers; Spanish first since it is the default (docs/product.md §9). */
export const LANGUAGES: readonly LanguageOption[] = [
  { code: "es", name: "Español" },
  { code: "en", name: "Inglés" },
  { code: "pt", name: "Portugués" },
  { code: "fr", name: "Francés" },
  { code: "de", name: "Alemán" },
  { code: "it", name: "Italiano" },
  { code: "nl", name: "Neerlandés" },
  { code: "pl", name: "Polaco" },
  { code: "sv", name: "Sueco" },
  { code: "ca", name: "Catalán" },
  { code: "ro", name: "Rumano" },
  { code: "el", name: "Griego" },
  { code: "ru", name: "Ruso" },
  { code: "uk", name: "Ucraniano" },
  { code: "tr", name: "Turco" },
  { code: "ar", name: "Árabe" },
  { code: "he", name: "Hebreo" },
  { code: "hi", name: "Hindi" },
  { code: "zh", name: "Chino" },
  { code: "ja", name: "Japonés" },
  { code: "ko", name: "Coreano" },
  { code: "id", name: "Indonesio" },
  { code: "tl", name: "Filipino" },
  { code: "vi", name: "Vietnamita" },
];
export const LANGUAGE_CODES: readonly string[] = LANGUAGES.map((l) => l.code);

export const AD_TYPE_OPTIONS: readonly { value: AdType; label: string }[] = [
  { value: "ALL", label: "Todos" },
  { value: "POLITICAL_AND_ISSUE_ADS", label: "Políticos" },
  { value: "HOUSING_ADS", label: "Vivienda" },
  { value: "EMPLOYMENT_ADS", label: "Empleo" },
  { value: "FINANCIAL_PRODUCTS_AND_SERVICES_ADS", label: "Financieros" },
];

export const MEDIA_TYPE_OPTIONS: readonly { value: MediaType; label: string }[] = [
  { value: "ALL", label: "Todos" },
  { value: "IMAGE", label: "Imagen" },
  { value: "VIDEO", label: "Video" },
  { value: "MEME", label: "Meme" },
  { value: "IMAGE_AND_MEME", label: "Imagen y meme" },
  { value: "NONE", label: "Sin imagen ni video" },
];

const countryNames = new Map<string, string>([
  [ALL_COUNTRIES.code, ALL_COUNTRIES.name],
  ...COUNTRIES.map((c) => [c.code, c.name] as const),
]);
const languageNames = new Map(LANGUAGES.map((l) => [l.code, l.name] as const));

/** Spanish name of a country code ("ALL" included); the code itself when unknown. */
export function countryName(code: string): string {
  return countryNames.get(code.toUpperCase()) ?? code;
}

/** Short names where the catalogue's full one reads long in a sentence ('visto en EE. UU.'). */
const SHORT_COUNTRY_NAMES: Readonly<Record<string, string>> = { US: "EE. UU.", GB: "Reino Unido", AE: "EAU" };

/**
 * The country as a sentence names it: the short form where there is one, else the catalogue's name.
 * The arrival line uses it in the app and on Telegram alike.
 */
export function shortCountryName(code: string): string {
  return SHORT_COUNTRY_NAMES[code.toUpperCase()] ?? countryName(code);
}

/** Spanish name of a language code; the code itself when unknown. */
export function languageName(code: string): string {
  return languageNames.get(code.toLowerCase()) ?? code;
}

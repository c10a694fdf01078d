// The demo answers the searches people actually type: everyday Spanish words, regional
// synonyms, singulars and plurals, and Portuguese for Brazil, through the real provider's searchAds.
import { describe, expect, it } from "vitest";
import { SHOP_NICHES } from "@/lib/providers/demo/catalogue";
import { createDemoProvider, demoDataset } from "@/lib/providers/demo/provider";
import { matchingDocs, parseTextQuery } from "@/lib/providers/demo/text";
import type { SearchParams } from "@/lib/providers/types";

const base: SearchParams = {
  searchType: "keyword",
  value: "",
  country: "ALL",
  minDays: 0,
  adType: "ALL",
  mediaType: "ALL",
  searchPhraseType: "unordered",
  languages: [],
};

/** What a new user in Mexico, Colombia, Argentina, Spain or Brazil types first. */
const TERMS = [
  // The ones the issue found empty, and the ones that worked
  "zapatillas",
  "zapatos",
  "perfume",
  "mascotas",
  "crema antiarrugas",
  "faja",
  "colágeno",
  "reloj",
  // Footwear and clothes, with regional names
  "tenis",
  "calzado",
  "zapatilla",
  "sneakers",
  "botas",
  "sandalias",
  "chanclas",
  "pantuflas",
  "championes",
  "ropa de mujer",
  "vestidos",
  "jeans",
  "vaqueros",
  "campera",
  "chamarra",
  "camisetas",
  "playeras",
  "remeras",
  "lencería",
  "brasier",
  "sujetador",
  "bikini",
  "traje de baño",
  "fajas colombianas",
  "leggings",
  "calzas",
  // Bags, watches, jewellery, eyewear
  "bolso",
  "carteras",
  "mochila",
  "maletas",
  "relojes",
  "smartwatch",
  "joyas",
  "collares",
  "aretes",
  "pendientes",
  "anillos",
  "pulseras",
  "gafas de sol",
  "lentes",
  "anteojos",
  "gorras",
  // Beauty, skincare, hair, perfume
  "maquillaje",
  "labiales",
  "pestañas",
  "uñas",
  "esmalte",
  "skincare",
  "sérum",
  "protector solar",
  "bloqueador",
  "keratina",
  "champú",
  "shampoo",
  "plancha de pelo",
  "secadora de pelo",
  "perfumes",
  "colonias",
  "depiladora",
  "afeitadora",
  // Fitness, supplements, health
  "gimnasio",
  "mancuernas",
  "pesas",
  "bandas de resistencia",
  "yoga",
  "proteína",
  "creatina",
  "vitaminas",
  "suplementos",
  "magnesio",
  "té detox",
  "bajar de peso",
  "masajeador",
  "tensiómetro",
  "corrector de postura",
  "plantillas",
  "blanqueamiento dental",
  "almohada",
  "colchón",
  "bicicleta",
  "scooter",
  "caminadora",
  // Home, kitchen, garden, tools
  "organizador",
  "lámpara",
  "luces led",
  "sábanas",
  "cobijas",
  "trapeador",
  "aspiradora",
  "espejo",
  "ducha",
  "ventilador",
  "aire acondicionado",
  "jardín",
  "taladro",
  "herramientas",
  "cámara de seguridad",
  "cafetera",
  "café",
  "freidora de aire",
  "licuadora",
  "cuchillos",
  "sartenes",
  "termo",
  "botella",
  "parrilla",
  "asador",
  // Pets, baby, toys
  "perro",
  "perros",
  "gatos",
  "arenero",
  "cama para perro",
  "alimento para perros",
  "bebé",
  "pañales",
  "portabebés",
  "juguetes",
  "rompecabezas",
  "carrito a control remoto",
  // Tech, phone, gaming
  "audífonos",
  "auriculares",
  "parlante",
  "bocina",
  "celular",
  "cargador",
  "funda",
  "power bank",
  "teclado",
  "gamer",
  "videojuegos",
  "silla gamer",
  "proyector",
  "tv box",
  "aro de luz",
  "micrófono",
  "localizador",
  // Car, motorbike, outdoors
  "accesorios para auto",
  "carro",
  "coche",
  "casco",
  "moto",
  "camping",
  "carpa",
  "linterna",
  "pesca",
  // Portuguese for Brazil
  "tênis",
  "sapatos",
  "relógio",
  "bolsa feminina",
  "óculos de sol",
  "maquiagem",
  "cílios",
  "unhas",
  "cabelo",
  "perfumes femininos",
  "cinta modeladora",
  "cachorro",
  "gatinho",
  "fraldas",
  "brinquedos",
  "fone de ouvido",
  "caixa de som",
  "capinha",
  "carregador",
  "fritadeira",
  "panelas",
  "colchões",
  "travesseiro",
  "lençol",
  "luminária",
  "furadeira",
  "churrasqueira",
  "barraca",
  "capacete",
  "academia",
  "whey",
  "colágeno hidrolisado",
];

/** A plausible plural of a one-word Spanish or Portuguese term, or null when the rule is not obvious. */
function pluralOf(term: string): string | null {
  if (/[\s\d-]/.test(term) || term.length < 4) return null;
  if (/[aeiouáéó]$/.test(term)) return `${term}s`;
  if (/z$/.test(term)) return `${term.slice(0, -1)}ces`;
  if (/[lrndj]$/.test(term)) return `${term}es`;
  return null;
}

const DAYS = [new Date("2026-03-15T15:30:00Z"), new Date("2026-11-25T09:00:00Z"), new Date("2027-06-01T20:00:00Z")];

describe("demo coverage: the searches people actually type", () => {
  it("covers at least 60 product niches, and the list below holds at least 80 terms", () => {
    expect(SHOP_NICHES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(TERMS).size).toBe(TERMS.length);
    expect(TERMS.length).toBeGreaterThanOrEqual(80);
  });

  it.each(DAYS)("every term finds ads on %s", async (now) => {
    const provider = createDemoProvider({ now: () => now });
    const empty: string[] = [];
    for (const value of TERMS) {
      const { total } = await provider.searchAds({ ...base, value }, { limit: 1 });
      if (total === 0) empty.push(value);
    }
    expect(empty).toEqual([]);
  });

  it("every name and synonym of every product finds that product, and so does its plural", () => {
    // Straight on the word index searchAds uses (text.ts), to sweep the whole catalogue cheaply.
    const { slots, words } = demoDataset();
    const misses: string[] = [];
    for (const niche of SHOP_NICHES) {
      for (const product of niche.products) {
        const names = [product.noun, product.label, product.pt, ...product.terms];
        for (const name of [...names, ...names.map(pluralOf).filter((w): w is string => w !== null)]) {
          const hits = matchingDocs(words, parseTextQuery(name, false));
          if (!slots.some((s) => hits[s.slot] === 1 && s.product === product)) misses.push(`${product.slug}: ${name}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });
});

/**
 * What the demo's advertisers sell: product niches common in Latin American, Brazilian and Spanish
 * e-commerce, each with its products. Every ad is about one product: its copy, headline, picture
 * (public/demo/creatives/<slug>-<n>.svg, drawn with its group's icon) and landing link all name that product, and a search finds it
 * by the words in its copy plus the search terms below (Spanish, regional synonyms and Portuguese).
 */
import type { AdType } from "../types";
import type { CtaType } from "./copy";

export type Product = {
  art: "el" | "la" | "los" | "las";
  /** Spanish name as the copy says it ("crema antiarrugas con retinol"). */
  noun: string;
  /** Short Spanish name printed on the picture ("Crema antiarrugas"). */
  label: string;
  /** The name in Portuguese and in English (English also stands in for the other languages). */
  pt: string;
  en: string;
  /** Landing page and picture file name; unique across the catalogue. */
  slug: string;
  /** What else people call this product (any language); the niche's and group's terms apply too. */
  terms: readonly string[];
  benefit: string;
  /** A problem the product solves, phrased to follow "¿…?" */
  pain: string;
  /** File name (without .mp4) of the short clip that shows this product, if there is one. */
  clip?: string;
};

export type Group = {
  key: string;
  categories: readonly string[];
  names: { prefixes: readonly string[]; suffixes: readonly string[]; joinable: boolean };
  /** Gradient of the group's pictures. */
  colors: readonly [string, string];
  offers: readonly string[];
  ctas: readonly CtaType[];
  /** Fits every product of the group, for variety. */
  benefit: string;
  terms: readonly string[];
};

export type Niche = {
  key: string;
  group: Group;
  adType: AdType;
  /** Share of advertisers in this niche. */
  weight: number;
  /** Special ad categories are only run by Spanish, English and Portuguese advertisers here. */
  special: boolean;
  terms: readonly string[];
  products: readonly Product[];
  /** Niche-specific Spanish templates; shop niches use the shop ones in copy.ts. */
  bodies?: readonly string[];
  titles?: readonly string[];
  descriptions?: readonly string[];
};

/** Lowercase ASCII words joined by hyphens: "Crema antiarrugas" → "crema-antiarrugas". */
export function slugOf(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

type ProductSpec = [art: Product["art"], noun: string, label: string, pt: string, en: string, terms: readonly string[], benefit: string, pain: string, clip?: string];

const item = ([art, noun, label, pt, en, terms, benefit, pain, clip]: ProductSpec): Product => ({
  art,
  noun,
  label,
  pt,
  en,
  slug: slugOf(label),
  terms,
  benefit,
  pain,
  ...(clip ? { clip } : {}),
});

const shop = (group: Group, key: string, terms: readonly string[], products: readonly ProductSpec[]): Niche => ({
  key,
  group,
  adType: "ALL",
  weight: 1,
  special: false,
  terms,
  products: products.map(item),
});

const SHOP_OFFERS = [
  "40% de descuento",
  "2x1 solo esta semana",
  "Envío gratis",
  "Paga 1 y lleva 2",
  "Hasta 50% de descuento",
  "Regalo sorpresa en tu primera compra",
  "Pago contra entrega",
] as const;

const group = (g: Omit<Group, "offers"> & { offers?: readonly string[] }): Group => ({ offers: SHOP_OFFERS, ...g });

const BEAUTY = group({
  key: "belleza",
  categories: ["Salud y belleza", "Tienda de cosméticos", "Marca de productos de belleza"],
  names: { prefixes: ["Glow", "Bella", "Luna", "Aura", "Divina", "Natura", "Velvet", "Brillo"], suffixes: ["Skin", "Beauty", "Cosmetics", "Lab", "Studio", "Bio", "Care"], joinable: true },
  colors: ["#f9a8d4", "#be185d"],
  ctas: ["SHOP_NOW", "ORDER_NOW", "MESSAGE_PAGE", "WHATSAPP_MESSAGE"],
  benefit: "ingredientes 100% veganos",
  terms: ["belleza", "beleza", "cosmeticos", "cosmética", "beauty", "cuidado personal"],
});

const FASHION = group({
  key: "moda",
  categories: ["Tienda de ropa", "Marca de ropa", "Calzado"],
  names: { prefixes: ["Urbana", "Estilo", "Bonita", "Trend", "Chic", "Vesti", "Lía", "Nómada"], suffixes: ["Store", "Boutique", "Closet", "Wear", "Style", "Shop", "Fashion"], joinable: false },
  colors: ["#c4b5fd", "#6d28d9"],
  ctas: ["SHOP_NOW", "ORDER_NOW", "MESSAGE_PAGE"],
  benefit: "cambios gratis durante 30 días",
  terms: ["moda", "fashion", "tienda de ropa", "accesorios de moda"],
});

const ACCESSORIES = group({
  key: "accesorios",
  categories: ["Joyería y relojes", "Accesorios", "Tienda de regalos"],
  names: { prefixes: ["Oro", "Plata", "Dorado", "Reina", "Lujo", "Brilla", "Élite", "Joya"], suffixes: ["Store", "Boutique", "Collection", "Shop", "Atelier", "Gifts"], joinable: false },
  colors: ["#fde68a", "#a16207"],
  ctas: ["SHOP_NOW", "ORDER_NOW", "WHATSAPP_MESSAGE"],
  benefit: "llega en caja de regalo lista para sorprender",
  terms: ["accesorios", "acessorios", "regalo", "regalos", "presente"],
});

const FITNESS = group({
  key: "fitness",
  categories: ["Centro de fitness", "Artículos deportivos", "Entrenador personal"],
  names: { prefixes: ["Fit", "Power", "Vida", "Active", "Pulse", "Titan", "Zen", "Reto"], suffixes: ["Pro", "Sport", "Training", "Life", "Club", "Zone", "Athletics"], joinable: true },
  colors: ["#86efac", "#15803d"],
  ctas: ["SHOP_NOW", "SIGN_UP", "LEARN_MORE"],
  benefit: "resultados visibles en 4 semanas",
  terms: ["deporte", "deportes", "esporte", "esportes", "fitness"],
});

const HEALTH = group({
  key: "salud",
  categories: ["Salud y bienestar", "Suplementos nutricionales", "Farmacia"],
  names: { prefixes: ["Vital", "Bien", "Nutri", "Pura", "Natur", "Raíz", "Equilibrio", "Alivio"], suffixes: ["Farma", "Plus", "Natural", "Life", "Well", "Store", "Verde"], joinable: true },
  colors: ["#99f6e4", "#0f766e"],
  ctas: ["SHOP_NOW", "LEARN_MORE", "WHATSAPP_MESSAGE"],
  benefit: "envío discreto y rápido",
  terms: ["salud", "saude", "bienestar", "bem-estar", "wellness"],
});

const HOME = group({
  key: "hogar",
  categories: ["Artículos para el hogar", "Tienda de muebles", "Decoración del hogar"],
  names: { prefixes: ["Hogar", "Nido", "Dulce", "Orden", "Deco", "Brisa", "Alma", "Rincón"], suffixes: ["Home", "Store", "Bonita", "Plus", "Shop", "Living"], joinable: true },
  colors: ["#fde68a", "#b45309"],
  ctas: ["SHOP_NOW", "GET_OFFER", "WHATSAPP_MESSAGE"],
  benefit: "calidad garantizada por 12 meses",
  terms: ["hogar", "casa", "home", "lar"],
});

const KITCHEN = group({
  key: "cocina",
  categories: ["Artículos de cocina", "Electrodomésticos", "Marca de alimentos y bebidas"],
  names: { prefixes: ["Sabor", "Chef", "Sazón", "Fogón", "Aroma", "Receta", "Delicia", "Mesa"], suffixes: ["Express", "Gourmet", "Store", "Pro", "Market", "& Co.", "Casa"], joinable: false },
  colors: ["#fca5a5", "#b91c1c"],
  ctas: ["SHOP_NOW", "ORDER_NOW", "GET_OFFER"],
  benefit: "recetas incluidas para empezar hoy",
  terms: ["cocina", "cozinha", "kitchen"],
});

const PETS = group({
  key: "mascotas",
  categories: ["Tienda de mascotas", "Servicio para mascotas"],
  names: { prefixes: ["Huellitas", "Patitas", "Guau", "Miau", "Pelusa", "Bigotes", "Colita", "Firulais"], suffixes: ["Pet", "Shop", "Feliz", "Store", "Care", "Club", "Love"], joinable: false },
  colors: ["#fdba74", "#c2410c"],
  ctas: ["SHOP_NOW", "ORDER_NOW", "MESSAGE_PAGE"],
  benefit: "aprobado por veterinarios",
  terms: ["mascota", "mascotas", "pet", "pets", "animales", "animais", "pet shop"],
});

const BABY = group({
  key: "bebes",
  categories: ["Tienda de artículos para bebés", "Productos para bebés y niños", "Juguetería"],
  names: { prefixes: ["Mamá", "Cuna", "Pequeños", "Mimos", "Osito", "Nene", "Crecer", "Chiquitín"], suffixes: ["Feliz", "Store", "Kids", "Baby", "Mundo", "& Co.", "Shop"], joinable: false },
  colors: ["#bae6fd", "#0369a1"],
  ctas: ["SHOP_NOW", "LEARN_MORE", "MESSAGE_PAGE"],
  benefit: "materiales seguros y aprobados por pediatras",
  terms: ["niños", "niñas", "infantil", "kids", "crianças", "criança", "infantiles"],
});

const TECH = group({
  key: "tecnologia",
  categories: ["Electrónica", "Tienda de informática", "Comercio electrónico"],
  names: { prefixes: ["Tecno", "Digi", "Byte", "Nova", "Volt", "Pixel", "Chip", "Ultra"], suffixes: ["Store", "Tech", "Market", "Pro", "Zone", "Hub", "Mall"], joinable: true },
  colors: ["#93c5fd", "#1d4ed8"],
  ctas: ["SHOP_NOW", "LEARN_MORE", "GET_OFFER"],
  benefit: "garantía de 12 meses",
  terms: ["tecnologia", "tecnología", "electronica", "eletronicos", "gadget", "gadgets", "tech"],
});

const MOTOR = group({
  key: "motor",
  categories: ["Accesorios para vehículos", "Taller mecánico", "Tienda de repuestos"],
  names: { prefixes: ["Turbo", "Ruta", "Pista", "Rueda", "Garage", "Piloto", "Kilómetro", "Volante"], suffixes: ["Parts", "Store", "Pro", "Racing", "Center", "Shop", "Express"], joinable: true },
  colors: ["#cbd5e1", "#334155"],
  ctas: ["SHOP_NOW", "ORDER_NOW", "WHATSAPP_MESSAGE"],
  benefit: "lo instalas tú mismo en minutos",
  terms: ["auto", "autos", "carro", "carros", "coche", "coches", "vehiculo", "vehículos", "automovil", "automóvel", "automotriz", "automotivo"],
});

const OUTDOOR = group({
  key: "aire-libre",
  categories: ["Artículos de camping", "Ferretería", "Jardinería"],
  names: { prefixes: ["Aventura", "Monte", "Sendero", "Campo", "Ruta", "Cumbre", "Tierra", "Raíces"], suffixes: ["Outdoor", "Store", "Pro", "Shop", "Explorer", "Tools", "Verde"], joinable: false },
  colors: ["#bef264", "#3f6212"],
  ctas: ["SHOP_NOW", "ORDER_NOW", "GET_OFFER"],
  benefit: "resistente al uso diario y a la intemperie",
  terms: ["aire libre", "ao ar livre", "outdoor"],
});

/** The shop niches: what the issue calls "product niches" (at least 60). */
export const SHOP_NICHES: readonly Niche[] = [
  // Beauty and personal care
  shop(BEAUTY, "cuidado-facial", ["skincare", "skin care", "rutina skincare", "rutina facial", "cuidado facial", "rostro", "facial", "rosto", "cuidado de la piel", "cuidados com a pele"], [
    ["la", "crema facial hidratante de 24 horas", "Crema facial", "creme facial hidratante", "moisturizing face cream", ["crema hidratante", "crema facial", "hidratante", "humectante", "creme facial", "creme hidratante", "crema de cara", "piel seca"], "piel hidratada por 24 horas", "piel seca y sin brillo", "crema-facial"],
    ["la", "crema antiarrugas con retinol", "Crema antiarrugas", "creme antirrugas com retinol", "anti-wrinkle retinol cream", ["antiarrugas", "arrugas", "antiedad", "anti edad", "antienvejecimiento", "retinol", "crema de noche", "antirrugas", "rugas", "creme antirrugas", "lineas de expresion"], "arrugas menos marcadas en 4 semanas", "líneas de expresión que cada día se notan más"],
  ]),
  shop(BEAUTY, "serum", ["serum", "sérum", "suero facial", "skincare", "serum facial"], [
    ["el", "sérum de vitamina C", "Sérum vitamina C", "sérum de vitamina C", "vitamin C serum", ["vitamina c", "manchas", "iluminador", "antimanchas", "manchas en la cara", "melasma", "tratamiento para manchas"], "manchas más claras desde la segunda semana", "manchas que no se van con nada"],
    ["el", "sérum de ácido hialurónico", "Sérum hialurónico", "sérum de ácido hialurônico", "hyaluronic acid serum", ["acido hialuronico", "hialuronico", "hyaluronic", "hidratacion profunda"], "piel rellena y luminosa al instante", "piel deshidratada y opaca"],
  ]),
  shop(BEAUTY, "protector-solar", ["protector solar", "bloqueador", "bloqueador solar", "filtro solar", "protetor solar", "spf", "fps", "solar", "bloqueadores"], [
    ["el", "protector solar facial FPS 50", "Protector solar FPS 50", "protetor solar facial FPS 50", "SPF 50 face sunscreen", ["sunscreen", "protector facial", "fps 50", "spf 50"], "protección alta sin dejar la piel grasosa", "el sol te mancha la piel"],
    ["el", "bloqueador solar en spray", "Bloqueador en spray", "protetor solar em spray", "spray sunscreen", ["spray", "bloqueador en spray", "protector corporal"], "se aplica en segundos y no deja rastro blanco", "odias ponerte bloqueador porque queda pegajoso"],
  ]),
  shop(BEAUTY, "maquillaje", ["maquillaje", "makeup", "make up", "maquiagem", "maquillajes"], [
    ["el", "kit de maquillaje profesional", "Kit de maquillaje", "kit de maquiagem profissional", "professional makeup kit", ["kit de maquillaje", "paleta de sombras", "sombras", "brochas", "pinceles", "estuche de maquillaje"], "todo lo que necesitas en un solo estuche", "tu maquillaje no alcanza para un look completo"],
    ["la", "base de maquillaje de larga duración", "Base de maquillaje", "base de maquiagem de longa duração", "long-wear foundation", ["base", "base liquida", "corrector", "corretivo", "foundation", "cobertura"], "un acabado natural que dura todo el día", "maquillaje que se corre a mitad del día"],
  ]),
  shop(BEAUTY, "labiales", ["labial", "labiales", "pintalabios", "lapiz labial", "batom", "batons", "labios", "boca", "lipstick"], [
    ["el", "labial mate de larga duración", "Labial mate", "batom matte de longa duração", "long-lasting matte lipstick", ["mate", "matte", "labial liquido", "labial mate"], "color intenso que no se transfiere", "labiales que desaparecen con la primera comida"],
    ["el", "gloss voluminizador de labios", "Gloss voluminizador", "gloss volumizador labial", "plumping lip gloss", ["gloss", "brillo labial", "voluminizador", "lip gloss", "labios gruesos"], "labios más llenos sin agujas", "labios finos y resecos"],
  ]),
  shop(BEAUTY, "pestanas-cejas", ["pestañas", "cejas", "cilios", "cílios", "sobrancelhas", "sobrancelha", "mirada"], [
    ["las", "pestañas magnéticas reutilizables", "Pestañas magnéticas", "cílios magnéticos reutilizáveis", "reusable magnetic lashes", ["pestañas postizas", "magneticas", "extensiones de pestañas", "cilios postiços"], "una mirada de salón en 30 segundos", "pegamento de pestañas que irrita tus ojos"],
    ["el", "sérum de crecimiento para pestañas y cejas", "Sérum de pestañas", "sérum para cílios e sobrancelhas", "lash and brow growth serum", ["crecimiento de pestañas", "rimel", "rímel", "mascara de pestañas", "cejas pobladas"], "pestañas más largas en 6 semanas", "pestañas cortas y cejas despobladas"],
  ]),
  shop(BEAUTY, "unas", ["uñas", "manicure", "manicura", "unhas", "nail", "nails", "pedicure"], [
    ["el", "kit de uñas de gel con lámpara UV", "Kit de uñas de gel", "kit de unhas de gel com cabine UV", "gel nail kit with UV lamp", ["uñas de gel", "lampara uv", "acrilicas", "uñas acrilicas", "unhas de gel", "uñas postizas"], "manicura de salón en casa que dura 3 semanas", "gastas una fortuna en el salón de uñas"],
    ["los", "esmaltes semipermanentes", "Esmaltes semipermanentes", "esmaltes semipermanentes", "semi-permanent nail polish", ["esmalte", "esmaltes", "pintauñas", "barniz de uñas", "semipermanente", "esmalte em gel"], "brillo intacto durante 21 días", "el esmalte se te descascara en dos días"],
  ]),
  shop(BEAUTY, "cabello", ["cabello", "pelo", "capilar", "cabelo", "cabellos", "hair", "cuero cabelludo"], [
    ["la", "mascarilla capilar de keratina", "Mascarilla de keratina", "máscara capilar de queratina", "keratin hair mask", ["keratina", "queratina", "mascarilla", "mascarilla capilar", "tratamiento capilar", "alisado", "frizz", "mascara capilar", "hidratacion capilar", "botox capilar"], "cabello suave y sin frizz", "cabello maltratado por el planchado"],
    ["el", "champú anticaída con biotina", "Champú anticaída", "shampoo antiqueda com biotina", "anti-hair-loss shampoo", ["champu", "champú", "shampoo", "anticaida", "caida del cabello", "calvicie", "alopecia", "crecimiento del cabello", "queda de cabelo", "biotina"], "hasta 60% menos caída en un mes", "se te cae el pelo en la ducha"],
  ]),
  shop(BEAUTY, "peinado", ["peinado", "peinados", "styling", "pelo liso", "rizos"], [
    ["la", "plancha alisadora de cerámica", "Plancha alisadora", "prancha alisadora de cerâmica", "ceramic hair straightener", ["plancha", "plancha de pelo", "plancha de cabello", "alisadora", "alisador", "planchita", "chapinha", "prancha", "babyliss"], "pelo liso y brillante en 10 minutos", "el frizz arruina tu peinado"],
    ["el", "cepillo secador 3 en 1", "Cepillo secador", "escova secadora 3 em 1", "3-in-1 hot air brush", ["secador", "secadora", "secadora de pelo", "secador de cabelo", "escova secadora", "cepillo alisador", "brushing", "rizador", "ondulador"], "secado y volumen de peluquería en casa", "secarte el pelo te toma media hora"],
  ]),
  shop(BEAUTY, "perfumes", ["perfume", "perfumes", "fragancia", "fragancias", "colonia", "colonias", "locion", "loción", "eau de parfum", "perfumaria", "fragrance"], [
    ["el", "perfume floral para mujer", "Perfume para mujer", "perfume floral feminino", "floral perfume for women", ["perfume de mujer", "perfume mujer", "feminino", "dama", "perfume feminino", "floral"], "un aroma que dura más de 12 horas", "perfumes que se evaporan antes del almuerzo"],
    ["la", "colonia amaderada para hombre", "Colonia para hombre", "perfume amadeirado masculino", "woody cologne for men", ["perfume de hombre", "perfume masculino", "caballero", "colonia de hombre", "masculino", "amaderada"], "un aroma elegante que deja huella", "no encuentras un aroma que te represente"],
  ]),
  shop(BEAUTY, "depilacion-afeitado", ["depilacion", "depilación", "depilacao", "depilação", "vello", "pelos"], [
    ["la", "depiladora láser IPL", "Depiladora láser IPL", "depilador a laser IPL", "IPL laser hair remover", ["depiladora", "depilador", "laser", "ipl", "depilacion laser", "depilação a laser"], "piel suave por meses sin ir al centro estético", "la cera duele y el vello vuelve en días"],
    ["la", "afeitadora eléctrica para hombre", "Afeitadora eléctrica", "barbeador elétrico masculino", "electric shaver for men", ["afeitadora", "rasuradora", "maquina de afeitar", "barbeador", "barba", "recortadora", "shaver", "barbero"], "afeitado al ras sin irritación", "la cuchilla te irrita la piel"],
  ]),

  // Fashion and footwear
  shop(FASHION, "zapatillas", ["zapatillas", "zapatilla", "tenis", "tennis", "sneakers", "deportivas", "calzado", "calzado deportivo", "zapatos deportivos", "championes", "tênis", "calçado", "sapatilha", "tenis deportivos"], [
    ["los", "tenis urbanos ultraligeros", "Tenis urbanos", "tênis urbano ultraleve", "ultralight urban sneakers", ["urbanos", "casual", "sneakers urbanos", "tenis blancos"], "comodidad para caminar todo el día", "tus tenis te lastiman los pies", "tenis-urbanos"],
    ["las", "zapatillas para correr con amortiguación", "Zapatillas running", "tênis de corrida com amortecimento", "cushioned running shoes", ["running", "correr", "trail", "zapatillas running", "tenis para correr", "corrida", "trote"], "rebote en cada zancada y cero ampollas", "te duelen las rodillas al correr"],
  ]),
  shop(FASHION, "zapatos", ["zapatos", "zapato", "calzado", "sapato", "sapatos", "calçados", "shoes"], [
    ["los", "zapatos de cuero para hombre", "Zapatos de cuero", "sapatos de couro masculinos", "men's leather shoes", ["zapatos de hombre", "cuero", "formales", "oxford", "mocasines", "sapato social", "zapatos formales"], "cuero genuino cosido a mano", "tus zapatos se despegan en pocos meses"],
    ["los", "botines de mujer con tacón bajo", "Botines de mujer", "botas femininas de salto baixo", "women's low-heel ankle boots", ["botines", "botas", "bota", "tacon", "tacones", "botas de mujer", "salto", "botas femininas"], "estilo y comodidad de la mañana a la noche", "los tacones te destrozan los pies"],
  ]),
  shop(FASHION, "sandalias", ["sandalias", "sandalia", "chanclas", "chancletas", "ojotas", "sandálias", "chinelos", "chinelo", "calzado de verano"], [
    ["las", "sandalias de plataforma", "Sandalias de plataforma", "sandálias plataforma", "platform sandals", ["plataforma", "sandalias de mujer", "sandalias de verano"], "altura sin sacrificar comodidad", "sandalias que te sacan ampollas"],
    ["las", "pantuflas de memory foam", "Pantuflas ergonómicas", "pantufas de espuma viscoelástica", "memory foam slippers", ["pantuflas", "pantufla", "chinelas", "pantufas", "slippers"], "pisar como en una nube dentro de casa", "pies fríos y cansados al llegar a casa"],
  ]),
  shop(FASHION, "ropa-mujer", ["ropa de mujer", "ropa", "moda femenina", "roupa", "roupas femininas", "moda feminina", "ropa femenina"], [
    ["el", "vestido midi de lino", "Vestido midi", "vestido midi de linho", "linen midi dress", ["vestido", "vestidos", "vestidos de fiesta", "vestido casual", "lino", "vestido de verão"], "fresco, elegante y sin arrugas", "no tienes qué ponerte para una ocasión especial"],
    ["la", "blusa de satín", "Blusa de satín", "blusa de cetim", "satin blouse", ["blusa", "blusas", "satin", "blusas elegantes", "camisa de mujer"], "un look de oficina en segundos", "blusas que se transparentan"],
  ]),
  shop(FASHION, "jeans-pantalones", ["jean", "jeans", "pantalon", "pantalones", "vaqueros", "mezclilla", "denim", "calça", "calças", "calça jeans"], [
    ["el", "jean de tiro alto", "Jean tiro alto", "calça jeans cintura alta", "high-waisted jeans", ["tiro alto", "jean de mujer", "levanta cola", "cintura alta", "skinny"], "un fit que realza tu figura", "nada te queda como en la foto"],
    ["el", "pantalón cargo", "Pantalón cargo", "calça cargo", "cargo pants", ["cargo", "pantalon cargo", "jogger", "bolsillos"], "comodidad y estilo urbano", "pantalones que aprietan al sentarte"],
  ]),
  shop(FASHION, "ropa-hombre", ["ropa de hombre", "ropa masculina", "roupa masculina", "moda masculina", "moda hombre"], [
    ["la", "camisa de lino para hombre", "Camisa de lino", "camisa de linho masculina", "men's linen shirt", ["camisa", "camisas", "lino", "camisa de hombre", "camisa formal", "camisa social"], "frescura total en los días de calor", "camisas que se arrugan al instante"],
    ["las", "camisetas básicas de algodón", "Camisetas básicas", "camisetas básicas de algodão", "cotton basic t-shirts", ["camiseta", "camisetas", "playera", "playeras", "remera", "remeras", "polo", "polos", "t-shirt", "franela", "franelas"], "algodón que no se deforma con los lavados", "camisetas que se encogen al primer lavado"],
  ]),
  shop(FASHION, "chaquetas", ["chaqueta", "chaquetas", "chamarra", "chamarras", "campera", "camperas", "abrigo", "abrigos", "jaqueta", "jaquetas", "casaco", "cazadora"], [
    ["la", "chaqueta impermeable", "Chaqueta impermeable", "jaqueta impermeável", "waterproof jacket", ["impermeable", "rompevientos", "cortavientos", "lluvia", "corta vento"], "protección total contra la lluvia", "siempre te mojas camino al trabajo"],
    ["el", "abrigo acolchado", "Abrigo acolchado", "casaco puffer", "puffer coat", ["acolchado", "puffer", "parka", "plumas", "invierno", "frio"], "calor sin peso en los días más fríos", "pasas frío aunque te pongas tres capas"],
  ]),
  shop(FASHION, "fajas", ["faja", "fajas", "faja colombiana", "fajas colombianas", "moldeadora", "modeladora", "shapewear", "reductora", "cinta modeladora", "body moldeador", "postparto", "posparto", "cinturilla"], [
    ["la", "faja colombiana reductora", "Faja reductora", "cinta modeladora colombiana", "Colombian waist-slimming girdle", ["faja reductora", "colombiana", "reductora", "cinta redutora", "faja postparto"], "cintura más definida desde el primer día", "quieres afinar tu cintura"],
    ["la", "cinturilla de látex moldeadora", "Cinturilla moldeadora", "cinta modeladora de látex", "latex waist trainer", ["cinturilla", "latex", "waist trainer", "faja deportiva", "cinturilla de latex"], "postura firme y cintura marcada mientras entrenas", "la ropa ajustada marca tu abdomen"],
  ]),
  shop(FASHION, "lenceria", ["lenceria", "lencería", "ropa interior", "lingerie", "roupa intima", "roupa íntima", "underwear"], [
    ["el", "brasier sin varillas", "Brasier sin varillas", "sutiã sem aro", "wireless bra", ["brasier", "brassier", "sosten", "sostén", "sujetador", "bra", "sutia", "sutiã", "top sin varillas"], "soporte real sin marcas ni dolor", "las varillas te lastiman todo el día"],
    ["el", "set de lencería de encaje", "Set de lencería", "conjunto de lingerie de renda", "lace lingerie set", ["encaje", "renda", "panties", "bragas", "calzones", "tangas", "calcinha", "conjunto de lenceria"], "sentirte segura y sexy", "ropa interior que se ve vieja en semanas"],
  ]),
  shop(FASHION, "trajes-de-bano", ["traje de baño", "trajes de baño", "vestido de baño", "vestidos de baño", "bañador", "bañadores", "malla", "mallas", "ropa de playa", "moda praia", "swimwear"], [
    ["el", "bikini de tiro alto", "Bikini tiro alto", "biquíni cintura alta", "high-waisted bikini", ["bikini", "bikinis", "biquini", "biquinis", "playa"], "favorece tu figura y no se mueve al nadar", "los bikinis no te quedan bien"],
    ["el", "traje de baño enterizo", "Traje de baño enterizo", "maiô", "one-piece swimsuit", ["enterizo", "maio", "maiô", "trikini", "traje de baño completo"], "control de abdomen y escote con soporte", "te da pena ponerte traje de baño"],
  ]),
  shop(FASHION, "bolsos", ["bolso", "bolsos", "cartera", "carteras", "bolsa", "bolsas", "bolsa feminina", "bolsas femininas", "handbag", "bolso de mujer"], [
    ["el", "bolso de cuero vegano", "Bolso de cuero vegano", "bolsa de couro vegano", "vegan leather handbag", ["cuero vegano", "tote", "bolso de mano", "couro vegano"], "hecho a mano por artesanos locales", "bolsos que se rompen en pocos meses"],
    ["la", "cartera bandolera", "Cartera bandolera", "bolsa transversal", "crossbody bag", ["bandolera", "crossbody", "bolsa transversal", "riñonera", "pochete"], "manos libres y todo a la mano", "nunca encuentras nada en tu bolso"],
  ]),
  shop(FASHION, "mochilas-maletas", ["mochila", "mochilas", "morral", "morrales", "maleta", "maletas", "valija", "valijas", "equipaje", "mala", "malas", "viaje", "viagem", "backpack"], [
    ["la", "mochila antirrobo con puerto USB", "Mochila antirrobo", "mochila antifurto com USB", "anti-theft backpack with USB port", ["antirrobo", "mochila para laptop", "mochila escolar", "antifurto", "mochila de viaje"], "tus cosas seguras en el transporte público", "miedo a que te roben en el bus"],
    ["la", "maleta de cabina de 10 kg", "Maleta de cabina", "mala de bordo de 10 kg", "carry-on suitcase", ["maleta de cabina", "carry on", "equipaje de mano", "mala de bordo", "maleta de viaje", "valija de cabina"], "cabe en cualquier aerolínea sin pagar extra", "pagas equipaje extra en cada viaje"],
  ]),
  shop(ACCESSORIES, "gafas", ["gafas", "lentes", "anteojos", "oculos", "óculos", "espejuelos", "eyewear"], [
    ["las", "gafas de sol polarizadas", "Gafas de sol polarizadas", "óculos de sol polarizados", "polarized sunglasses", ["gafas de sol", "lentes de sol", "polarizadas", "polarizados", "oculos de sol", "sunglasses"], "visión nítida sin reflejos", "el sol te encandila al manejar"],
    ["las", "gafas con filtro de luz azul", "Gafas luz azul", "óculos com filtro de luz azul", "blue light glasses", ["luz azul", "filtro azul", "lentes de computadora", "gafas para pantalla", "anteojos de descanso"], "ojos descansados después de un día frente a la pantalla", "te arden los ojos después de trabajar en la computadora"],
  ]),
  shop(ACCESSORIES, "relojes", ["reloj", "relojes", "relogio", "relógio", "relógios", "watch", "watches"], [
    ["el", "reloj inteligente deportivo", "Smartwatch", "relógio inteligente esportivo", "sports smartwatch", ["smartwatch", "smart watch", "reloj inteligente", "relogio inteligente", "pulsera inteligente", "smartband", "reloj deportivo"], "mide tu ritmo cardíaco y tu sueño", "no sabes cuánto duermes ni cuánto te mueves", "smartwatch"],
    ["el", "reloj clásico de acero", "Reloj de acero", "relógio clássico de aço", "classic steel watch", ["reloj de hombre", "reloj de mujer", "reloj clasico", "analogico", "acero inoxidable", "relogio masculino", "relogio feminino"], "elegancia que combina con todo", "relojes baratos que se oxidan"],
  ]),
  shop(ACCESSORIES, "joyeria", ["joyas", "joya", "joyeria", "joyería", "bisuteria", "bisutería", "joias", "bijuteria", "bijuterias", "jewelry"], [
    ["el", "collar de plata 925 con dije", "Collar de plata", "colar de prata 925 com pingente", "925 silver pendant necklace", ["collar", "collares", "cadena", "cadenas", "dije", "dijes", "plata", "colar", "colares", "prata", "gargantilla", "pingente"], "plata auténtica que no se pone negra", "bisutería que te mancha la piel"],
    ["los", "aretes de acero quirúrgico", "Aretes de acero", "brincos de aço cirúrgico", "surgical steel earrings", ["aretes", "aros", "pendientes", "zarcillos", "brincos", "argollas", "topos", "caravanas", "earrings"], "hipoalergénicos para orejas sensibles", "los aretes te irritan las orejas"],
  ]),
  shop(ACCESSORIES, "anillos-pulseras", ["joyeria personalizada", "joyas personalizadas", "joias personalizadas"], [
    ["los", "anillos de pareja grabados", "Anillos de pareja", "alianças de casal gravadas", "engraved couple rings", ["anillo", "anillos", "anel", "anéis", "sortija", "sortijas", "alianza", "alianzas", "aliança", "alianças", "compromiso", "anillos de pareja", "grabado"], "grabados con sus nombres sin costo", "no sabes qué regalar en su aniversario"],
    ["la", "pulsera personalizada con nombre", "Pulsera personalizada", "pulseira personalizada com nome", "personalized name bracelet", ["pulsera", "pulseras", "pulseira", "pulseiras", "brazalete", "brazaletes", "manilla", "manillas", "personalizada", "personalizado", "pulseira personalizada"], "un regalo único hecho con su nombre", "los regalos de siempre ya no sorprenden"],
  ]),
  shop(ACCESSORIES, "gorras-sombreros", ["gorra", "gorras", "cachucha", "cachuchas", "boné", "bonés", "sombrero", "sombreros", "gorro", "gorros", "visera", "chapéu"], [
    ["la", "gorra bordada ajustable", "Gorra bordada", "boné bordado ajustável", "embroidered adjustable cap", ["gorra bordada", "trucker", "snapback", "bone", "beisbolera"], "bordado de calidad que no se descose", "gorras que pierden la forma"],
    ["el", "sombrero de paja para playa", "Sombrero de playa", "chapéu de palha para praia", "straw beach hat", ["sombrero de playa", "paja", "chapeu de praia", "sol"], "protección del sol con estilo", "el sol te quema la cara en la playa"],
  ]),

  // Fitness and sport
  shop(FITNESS, "gimnasio-en-casa", ["gimnasio en casa", "gym", "gimnasio", "entrenamiento", "ejercicio", "ejercicios", "academia", "treino", "musculacion", "musculação", "workout"], [
    ["las", "bandas elásticas de resistencia", "Bandas de resistencia", "faixas elásticas de resistência", "resistance bands", ["bandas", "ligas", "ligas de resistencia", "elasticas", "bandas de resistencia", "faixas elasticas", "elasticos"], "entrenamientos completos en 20 minutos", "no tienes tiempo para ir al gimnasio", "bandas-de-resistencia"],
    ["las", "mancuernas ajustables", "Mancuernas ajustables", "halteres ajustáveis", "adjustable dumbbells", ["mancuernas", "mancuerna", "pesas", "halteres", "halter", "dumbbells", "pesas ajustables"], "todo un gimnasio en menos espacio que una silla", "no tienes espacio para un gimnasio en casa"],
  ]),
  shop(FITNESS, "yoga-pilates", ["yoga", "pilates", "ioga", "meditacion", "meditación", "estiramiento", "alongamento"], [
    ["el", "tapete de yoga antideslizante", "Tapete de yoga", "tapete de ioga antiderrapante", "non-slip yoga mat", ["tapete", "mat", "mat de yoga", "esterilla", "colchoneta", "tapete de ioga"], "agarre firme incluso con sudor", "tu tapete se resbala en cada postura"],
    ["el", "aro de pilates con guía de ejercicios", "Aro de pilates", "anel de pilates", "pilates ring", ["aro de pilates", "anillo de pilates", "tonificar", "anel de pilates"], "tonifica piernas y brazos sin salir de casa", "los ejercicios de siempre ya no te retan"],
  ]),
  shop(FITNESS, "ropa-deportiva", ["ropa deportiva", "ropa de gimnasio", "ropa de gym", "roupa de academia", "roupa fitness", "activewear", "ropa fitness"], [
    ["los", "leggings push up", "Leggings push up", "legging push up", "push-up leggings", ["leggings", "leggins", "legging", "licras", "licra", "lycra", "calzas", "mallas deportivas", "push up", "levanta gluteos"], "no se transparentan al hacer sentadillas", "leggings que se transparentan en el gimnasio"],
    ["el", "conjunto deportivo de top y short", "Conjunto deportivo", "conjunto fitness de top e short", "sports top and shorts set", ["conjunto deportivo", "top deportivo", "short deportivo", "conjunto fitness", "top", "shorts"], "tela que respira y seca rápido", "tu ropa de entrenar se empapa de sudor"],
  ]),
  shop(FITNESS, "nutricion-deportiva", ["nutricion deportiva", "nutrición deportiva", "suplementos deportivos", "suplementos", "suplemento", "suplementação", "masa muscular", "ganar musculo", "massa muscular"], [
    ["la", "proteína whey sabor chocolate", "Proteína whey", "whey protein sabor chocolate", "chocolate whey protein", ["proteina", "proteínas", "whey", "proteina en polvo", "batido de proteina", "proteina whey", "whey protein"], "25 g de proteína por porción", "llevas meses entrenando sin ganar músculo"],
    ["la", "creatina monohidratada", "Creatina", "creatina monohidratada", "creatine monohydrate", ["creatina", "monohidratada", "creatine", "pre entreno", "pre-treino"], "más fuerza en cada serie", "te quedas sin energía a mitad del entrenamiento"],
  ]),
  shop(FITNESS, "bicicletas-scooters", ["bicicleta", "bicicletas", "bici", "bicis", "ciclismo", "bike", "movilidad"], [
    ["la", "bicicleta plegable de aluminio", "Bicicleta plegable", "bicicleta dobrável de alumínio", "folding aluminium bicycle", ["plegable", "bicicleta plegable", "bicicleta urbana", "mtb", "dobravel"], "se pliega en 10 segundos y cabe en el maletero", "pierdes horas en el tráfico"],
    ["el", "scooter eléctrico", "Scooter eléctrico", "patinete elétrico", "electric scooter", ["scooter", "scooters", "patineta electrica", "monopatin", "monopatín", "patinete", "trotinete", "patineta"], "30 km de autonomía con una carga", "gastas una fortuna en transporte"],
  ]),
  shop(FITNESS, "cardio", ["cardio", "maquina de ejercicio", "maquinas de gimnasio", "aparelho de ginastica", "equipo de gimnasio"], [
    ["la", "caminadora plegable", "Caminadora plegable", "esteira dobrável", "folding treadmill", ["caminadora", "caminadoras", "cinta de correr", "trotadora", "esteira", "treadmill", "cinta para caminar"], "camina o trota sin salir de casa", "no sales a caminar por el clima o la inseguridad"],
    ["la", "bicicleta estática de spinning", "Bicicleta de spinning", "bicicleta ergométrica de spinning", "spinning exercise bike", ["spinning", "bicicleta estatica", "bicicleta fija", "bike ergometrica", "ergometrica"], "quema calorías viendo tu serie favorita", "las clases de spinning son caras"],
  ]),

  // Health and wellness
  shop(HEALTH, "colageno", ["colageno", "colágeno", "colagen", "collagen", "colageno hidrolizado"], [
    ["el", "colágeno hidrolizado en polvo", "Colágeno hidrolizado", "colágeno hidrolisado em pó", "hydrolyzed collagen powder", ["hidrolizado", "colageno en polvo", "colageno hidrolisado", "articulaciones"], "articulaciones sin dolor y piel más firme", "dolor en las articulaciones"],
    ["las", "gomitas de colágeno", "Gomitas de colágeno", "gomas de colágeno", "collagen gummies", ["gomitas", "gummies", "gomas", "gominolas", "gomitas de colageno"], "tu dosis diaria con sabor a frutos rojos", "se te olvida tomar tus suplementos"],
  ]),
  shop(HEALTH, "vitaminas", ["vitaminas", "vitamina", "suplementos", "suplemento", "suplemento alimenticio", "suplementos naturales", "multivitaminas"], [
    ["el", "multivitamínico diario", "Multivitamínico", "multivitamínico diário", "daily multivitamin", ["multivitaminico", "multivitamínico", "multivitaminas", "defensas", "energia", "polivitaminico"], "energía y defensas para todo el día", "te enfermas cada vez que cambia el clima"],
    ["el", "magnesio en polvo", "Magnesio", "magnésio em pó", "magnesium powder", ["magnesio", "magnésio", "citrato de magnesio", "dormir mejor", "calambres", "magnesium"], "un sueño más profundo desde la primera noche", "te despiertas cansado", "magnesio"],
  ]),
  shop(HEALTH, "control-de-peso", ["adelgazar", "bajar de peso", "perder peso", "dieta", "emagrecer", "emagrecimento", "quemador de grasa", "quemagrasa", "detox", "keto", "abdomen plano", "suplementos para adelgazar"], [
    ["el", "té detox de hierbas", "Té detox", "chá detox de ervas", "herbal detox tea", ["te detox", "té", "chá", "cha detox", "infusion", "infusión", "hierbas", "te verde"], "digestión ligera todos los días", "hinchazón después de comer"],
    ["el", "gel reductor de abdomen", "Gel reductor", "gel redutor abdominal", "slimming belly gel", ["gel reductor", "reductor", "celulitis", "anticelulitis", "gel redutor", "barriga", "grasa abdominal"], "abdomen más firme combinado con ejercicio", "la grasa del abdomen no se va con nada"],
  ]),
  shop(HEALTH, "dispositivos-de-salud", ["dispositivos medicos", "aparatos medicos", "salud en casa", "equipo medico", "aparelhos de saude"], [
    ["el", "tensiómetro digital de brazo", "Tensiómetro digital", "medidor de pressão digital de braço", "digital blood pressure monitor", ["tensiometro", "tensiómetro", "presion arterial", "medidor de presion", "baumanometro", "esfigmomanometro", "hipertension", "medidor de pressao", "aparelho de pressao"], "tu presión exacta en 30 segundos", "no sabes si tu presión está bien"],
    ["el", "oxímetro de pulso", "Oxímetro de pulso", "oxímetro de pulso", "pulse oximeter", ["oximetro", "oxímetro", "saturacion", "oxigeno", "pulsioximetro", "oximetro de dedo"], "oxígeno y pulso en segundos desde casa", "te preocupa tu oxigenación"],
  ]),
  shop(HEALTH, "masajeadores", ["masajeador", "masajeadores", "masaje", "masajes", "massageador", "massagem", "masajeadora", "relajacion"], [
    ["el", "masajeador de cuello eléctrico", "Masajeador de cuello", "massageador de pescoço elétrico", "electric neck massager", ["cuello", "cervical", "hombros", "pescoço", "masajeador cervical", "masajeador de espalda"], "alivio en 15 minutos", "tensión en el cuello por la oficina"],
    ["la", "pistola de masaje muscular", "Pistola de masaje", "pistola de massagem muscular", "muscle massage gun", ["pistola de masaje", "pistola masajeadora", "massage gun", "recuperacion muscular", "pistola de massagem", "dolor muscular"], "músculos recuperados después de entrenar", "dolor muscular que no te deja entrenar"],
  ]),
  shop(HEALTH, "postura-y-pies", ["ortopedico", "ortopédico", "ortopedia", "postura", "dolor de espalda", "espalda", "columna", "dor nas costas", "pies", "pie"], [
    ["el", "corrector de postura", "Corrector de postura", "corretor postural", "posture corrector", ["corrector", "corrector postural", "corretor postural", "joroba", "jorobado", "hombros caidos"], "espalda recta en pocas semanas", "dolor de espalda después del trabajo"],
    ["las", "plantillas ortopédicas de gel", "Plantillas ortopédicas", "palmilhas ortopédicas de gel", "gel orthopedic insoles", ["plantillas", "plantilla", "palmilhas", "palmilha", "pie plano", "fascitis", "fascitis plantar", "juanetes", "espolon"], "pasos sin dolor todo el día", "te duelen los pies al final del día"],
  ]),
  shop(HEALTH, "cuidado-dental", ["dientes", "dental", "dentes", "sonrisa", "sorriso", "higiene bucal", "salud bucal", "bucal"], [
    ["el", "kit de blanqueamiento dental LED", "Blanqueamiento dental", "kit de clareamento dental LED", "LED teeth whitening kit", ["blanqueamiento", "blanqueamiento dental", "blanquear dientes", "blanqueador", "clareamento", "clareamento dental", "dientes blancos"], "dientes varios tonos más blancos en 7 días", "te da pena sonreír en las fotos"],
    ["el", "irrigador bucal portátil", "Irrigador bucal", "irrigador oral portátil", "portable water flosser", ["irrigador", "irrigador oral", "hilo dental", "waterpik", "encias", "fio dental"], "encías sanas sin sangrado", "te sangran las encías al cepillarte"],
  ]),
  shop(HEALTH, "descanso", ["dormir", "descanso", "sueño", "insomnio", "sono"], [
    ["la", "almohada cervical de memory foam", "Almohada cervical", "travesseiro cervical viscoelástico", "memory foam cervical pillow", ["almohada", "almohadas", "travesseiro", "travesseiros", "viscoelastica", "almohada ortopedica", "cojin"], "despiertas sin dolor de cuello", "despiertas con el cuello rígido"],
    ["el", "colchón ortopédico en caja", "Colchón en caja", "colchão ortopédico na caixa", "orthopedic mattress in a box", ["colchon", "colchones", "colchão", "colchões", "colchon ortopedico", "cama", "camas", "king", "queen"], "100 noches de prueba en casa", "tu colchón ya tiene hundimientos"],
  ]),

  // Home
  shop(HOME, "organizacion", ["organizador", "organizadores", "organizacion", "organización", "orden", "organização", "almacenamiento"], [
    ["el", "organizador de clóset plegable", "Organizador de clóset", "organizador de guarda-roupa", "foldable closet organizer", ["closet", "clóset", "clóset", "ropero", "armario", "guardarropa", "organizador de ropa", "guarda-roupa", "guarda roupa"], "el doble de espacio en tu clóset", "clóset desordenado todos los días", "organizador-de-closet"],
    ["las", "cajas organizadoras apilables", "Cajas apilables", "caixas organizadoras empilháveis", "stackable storage boxes", ["cajas", "caja", "cajas organizadoras", "contenedores", "caixas organizadoras", "caixa organizadora", "apilables"], "cada cosa en su lugar y a la vista", "no encuentras nada en los cajones"],
  ]),
  shop(HOME, "iluminacion", ["iluminacion", "iluminación", "iluminação", "luz", "luces", "lampara", "lámpara", "lamparas", "luminaria", "luminária", "led", "focos", "bombillos"], [
    ["la", "lámpara LED con sensor de movimiento", "Lámpara con sensor", "luminária LED com sensor de movimento", "motion-sensor LED lamp", ["sensor", "sensor de movimiento", "lampara recargable", "luz nocturna", "luminaria com sensor"], "instalación en 2 minutos sin taladro", "pasillos oscuros en la noche"],
    ["la", "tira de luces LED RGB", "Tira LED RGB", "fita de LED RGB", "RGB LED strip lights", ["tira led", "cinta led", "luces led", "rgb", "fita led", "luces de colores", "neon"], "16 millones de colores con control remoto", "tu cuarto se ve apagado y sin vida"],
  ]),
  shop(HOME, "ropa-de-cama", ["ropa de cama", "cama", "roupa de cama", "dormitorio", "habitacion", "quarto"], [
    ["el", "juego de sábanas de microfibra", "Sábanas de microfibra", "jogo de lençóis de microfibra", "microfibre sheet set", ["sabanas", "sábanas", "sabana", "lencol", "lençol", "lençóis", "juego de sabanas", "microfibra"], "sábanas frescas que no se arrugan", "noches de calor sin poder dormir"],
    ["el", "edredón de plumas sintéticas", "Edredón", "edredom de plumas sintéticas", "synthetic down duvet", ["edredon", "edredón", "edredom", "cobija", "cobijas", "manta", "mantas", "frazada", "frazadas", "cobertor", "acolchado", "duvet", "plumon"], "abrigo de hotel sin peso", "pasas frío en las noches de invierno"],
  ]),
  shop(HOME, "limpieza", ["limpieza", "limpiar", "limpeza", "aseo", "limpieza del hogar", "faxina"], [
    ["el", "trapeador giratorio 360°", "Trapeador 360°", "mop giratório 360°", "360° spin mop", ["trapeador", "mopa", "mopa giratoria", "fregona", "esfregao", "esfregão", "mop", "lampazo", "trapero", "coleto"], "pisos limpios en la mitad del tiempo", "limpiar te quita toda la mañana"],
    ["la", "aspiradora robot", "Aspiradora robot", "aspirador robô", "robot vacuum cleaner", ["aspiradora", "aspiradoras", "robot aspirador", "aspirador", "aspirador robo", "roomba", "aspiradora inteligente"], "la casa limpia mientras trabajas", "el polvo vuelve todos los días"],
  ]),
  shop(HOME, "decoracion", ["decoracion", "decoración", "decoracao", "decoração", "deco", "adornos", "interiorismo"], [
    ["el", "espejo redondo de pared", "Espejo de pared", "espelho redondo de parede", "round wall mirror", ["espejo", "espejos", "espelho", "espelhos", "espejo redondo"], "más amplitud en cualquier rincón", "tu sala se ve pequeña y oscura"],
    ["los", "cuadros decorativos en lienzo", "Cuadros decorativos", "quadros decorativos em tela", "canvas wall art", ["cuadros", "cuadro", "lienzo", "quadros", "quadro", "arte de pared", "pinturas"], "tus paredes con estilo de revista", "paredes vacías que se ven aburridas"],
  ]),
  shop(HOME, "bano", ["baño", "bano", "baños", "banheiro", "ducha", "chuveiro"], [
    ["la", "regadera de alta presión con filtro", "Regadera con filtro", "chuveiro de alta pressão com filtro", "high-pressure filtered shower head", ["regadera", "regaderas", "cabezal de ducha", "alcachofa", "filtro de ducha", "ducha filtrada", "chuveiro com filtro"], "más presión y agua sin cloro para tu piel", "duchas con poca presión"],
    ["el", "dispensador de jabón automático", "Dispensador de jabón", "dispensador de sabonete automático", "automatic soap dispenser", ["dispensador", "jabon", "jabón", "jabonera", "saboneteira", "sabonete", "dispensador de jabon"], "manos limpias sin tocar nada", "jaboneras sucias y pegajosas"],
  ]),
  shop(HOME, "climatizacion", ["climatizacion", "climatización", "calor", "frio", "frío", "climatizador", "climatizadores"], [
    ["el", "ventilador de torre silencioso", "Ventilador de torre", "ventilador de torre silencioso", "quiet tower fan", ["ventilador", "ventiladores", "abanico", "ventilador de torre", "ventilador silencioso"], "aire fresco sin ruido toda la noche", "el calor no te deja dormir"],
    ["el", "mini aire acondicionado portátil", "Aire acondicionado portátil", "mini ar-condicionado portátil", "portable mini air conditioner", ["aire acondicionado", "ar condicionado", "ar-condicionado", "enfriador", "enfriador de aire", "cooler", "minisplit"], "frescura inmediata en tu escritorio", "tu cuarto parece un horno en verano"],
  ]),
  shop(OUTDOOR, "jardin", ["jardin", "jardín", "jardines", "accesorios de jardín", "jardineria", "jardinería", "jardim", "jardinagem", "plantas", "huerta", "huerto"], [
    ["el", "kit de huerto en casa", "Huerto en casa", "kit de horta em casa", "home garden kit", ["huerto", "semillas", "cultivo", "horta", "sementes", "macetas", "maceta", "germinador"], "cosecha tus propias hierbas en 30 días", "quieres comer más sano y natural"],
    ["el", "sistema de riego automático", "Riego automático", "sistema de irrigação automática", "automatic watering system", ["riego", "regador", "aspersor", "aspersores", "manguera", "mangueras", "irrigacao", "irrigação", "mangueira", "goteo"], "plantas regadas aunque estés de viaje", "se te secan las plantas cuando viajas"],
  ]),
  shop(OUTDOOR, "herramientas", ["herramientas", "herramienta", "ferramentas", "ferramenta", "bricolaje", "ferreteria", "ferretería", "tools", "diy"], [
    ["el", "taladro inalámbrico con 2 baterías", "Taladro inalámbrico", "furadeira sem fio com 2 baterias", "cordless drill with 2 batteries", ["taladro", "taladros", "herramientas electricas", "herramientas eléctricas", "atornillador", "furadeira", "parafusadeira", "drill", "rotomartillo"], "perfora concreto sin cables", "llamas a alguien para cada arreglo de la casa"],
    ["el", "set de herramientas de 100 piezas", "Set de herramientas", "kit de ferramentas de 100 peças", "100-piece tool set", ["caja de herramientas", "juego de herramientas", "kit de ferramentas", "maleta de ferramentas", "destornilladores", "desarmadores", "alicate"], "todo para arreglos en un maletín", "nunca encuentras la herramienta que necesitas"],
  ]),
  shop(HOME, "seguridad", ["seguridad", "seguridad del hogar", "vigilancia", "segurança", "seguranca", "cctv", "alarma", "alarmas"], [
    ["la", "cámara de seguridad wifi", "Cámara wifi", "câmera de segurança wifi", "wifi security camera", ["camara", "cámara", "camaras", "camara wifi", "camara ip", "camera de seguranca", "câmera wifi", "camara de vigilancia", "camara espia"], "alertas en tiempo real si alguien entra", "no sabes qué pasa en tu casa cuando no estás"],
    ["la", "cerradura inteligente con huella", "Cerradura inteligente", "fechadura digital com biometria", "fingerprint smart lock", ["cerradura", "cerraduras", "chapa", "fechadura", "fechadura digital", "huella", "cerrojo", "puerta"], "abre con tu huella o desde la app", "pierdes las llaves de la casa"],
  ]),

  // Kitchen
  shop(KITCHEN, "cafe", ["cafe", "café", "cafés", "coffee"], [
    ["la", "cafetera espresso de 20 bares", "Cafetera espresso", "cafeteira espresso de 20 bar", "20-bar espresso machine", ["cafetera", "cafeteras", "cafeteira", "cafeteiras", "maquina de cafe", "espresso", "expresso", "capuchino", "barista"], "café como el de tu cafetería favorita en casa", "gastas una fortuna en café fuera de casa", "cafetera-espresso"],
    ["el", "café de especialidad de origen", "Café de origen", "café especial de origem", "single-origin specialty coffee", ["cafe en grano", "cafe de especialidad", "cafe molido", "grano", "granos", "cafe especial", "cafe gourmet"], "granos tostados la misma semana del envío", "el café del supermercado no sabe a nada"],
  ]),
  shop(KITCHEN, "electrodomesticos-cocina", ["electrodomesticos", "electrodomésticos", "eletrodomesticos", "eletrodomésticos", "electrodomestico"], [
    ["la", "freidora de aire de 5 litros", "Freidora de aire", "fritadeira elétrica sem óleo de 5 litros", "5-litre air fryer", ["freidora", "freidoras", "freidora de aire", "air fryer", "airfryer", "fritadeira", "fritadeira sem oleo", "freidora sin aceite"], "comidas crujientes sin una gota de aceite", "quieres comer frito pero sano"],
    ["la", "licuadora portátil recargable", "Licuadora portátil", "liquidificador portátil recarregável", "rechargeable portable blender", ["licuadora", "licuadoras", "batidora", "liquidificador", "blender", "smoothies", "jugos", "batidos"], "batidos frescos donde estés", "no tienes tiempo para desayunar"],
  ]),
  shop(KITCHEN, "utensilios-de-cocina", ["utensilios de cocina", "utensilios", "menaje", "utensilios de cozinha", "bateria de cocina", "batería de cocina"], [
    ["el", "set de cuchillos de acero alemán", "Set de cuchillos", "jogo de facas de aço alemão", "German steel knife set", ["cuchillos", "cuchillo", "facas", "faca", "cuchilleria", "cuchillería", "jogo de facas"], "cortes perfectos durante años", "tus cuchillos ya no cortan"],
    ["el", "juego de sartenes antiadherentes", "Sartenes antiadherentes", "jogo de frigideiras antiaderentes", "non-stick frying pan set", ["sarten", "sartén", "sartenes", "antiadherente", "frigideira", "frigideiras", "ollas", "olla", "panelas", "panela"], "nada se pega, ni siquiera el huevo", "todo se te pega al cocinar"],
  ]),
  shop(KITCHEN, "accesorios-de-cocina", ["accesorios de cocina", "gadgets de cocina", "acessorios de cozinha", "utilidades domesticas"], [
    ["la", "picadora de verduras multifunción", "Picadora de verduras", "cortador de legumes multifuncional", "multi-function vegetable chopper", ["picadora", "picador", "picador de verduras", "cortador de verduras", "rallador", "mandolina", "cortador de legumes", "verduras"], "picas la cebolla en 5 segundos sin llorar", "picar verduras te toma una eternidad"],
    ["los", "recipientes herméticos de vidrio", "Recipientes herméticos", "potes herméticos de vidro", "glass food storage containers", ["recipientes", "organizador de cocina", "tuppers", "tupper", "taper", "tapers", "potes", "potes hermeticos", "contenedores de comida", "vidrio"], "comida fresca por más días", "la comida se te echa a perder en la nevera"],
  ]),
  shop(KITCHEN, "termos-botellas", ["termo", "termos", "botella", "botellas", "garrafa", "garrafas", "tomatodo", "cilindro", "vaso termico", "taza termica", "copo termico"], [
    ["el", "termo de acero inoxidable", "Termo de acero", "garrafa térmica de aço inox", "stainless steel thermos", ["termo de acero", "garrafa termica", "vaso termico", "stanley", "termo para cafe", "mate"], "bebidas frías 24 horas y calientes 12", "tu café se enfría en minutos"],
    ["la", "botella motivacional de 2 litros", "Botella de 2 litros", "garrafa motivacional de 2 litros", "2-litre motivational water bottle", ["botella de agua", "botella motivacional", "garrafa de agua", "garrafa motivacional", "tomar agua"], "te recuerda tomar agua a cada hora", "se te olvida tomar agua"],
  ]),
  shop(OUTDOOR, "parrilla", ["parrilla", "parrillas", "asador", "asado", "asados", "bbq", "barbacoa", "churrasco", "churrasqueira", "grill", "carne asada"], [
    ["la", "parrilla portátil de carbón", "Parrilla portátil", "churrasqueira portátil a carvão", "portable charcoal grill", ["parrilla portatil", "asador portatil", "carbon", "carbón", "churrasqueira portatil"], "asados perfectos en el balcón o en la playa", "no tienes dónde hacer un asado"],
    ["el", "set de utensilios para asado", "Set para asado", "kit churrasco", "BBQ tool set", ["utensilios para asado", "pinzas", "kit churrasco", "kit para asado", "tenedor"], "el maletín que todo parrillero quiere", "no sabes qué regalarle al parrillero de la familia"],
  ]),

  // Pets
  shop(PETS, "perros", ["perro", "perros", "perrito", "perritos", "cachorro", "cachorros", "canino", "caninos", "cão", "cães", "cao", "caes", "dog", "dogs"], [
    ["la", "cama ortopédica para perros", "Cama para perros", "cama ortopédica para cachorros", "orthopedic dog bed", ["cama", "cama para perro", "cama de perro", "caminha", "cama pet", "cama para cachorro"], "descanso profundo para perros mayores", "tu perro duerme mal", "cama-para-perros"],
    ["el", "arnés antitirones para perros", "Arnés para perros", "peitoral antipuxão para cachorros", "no-pull dog harness", ["arnes", "arnés", "correa", "correas", "pechera", "peitoral", "coleira", "guia", "collar para perro"], "paseos tranquilos sin tirones", "tu perro tira de la correa en cada paseo"],
  ]),
  shop(PETS, "gatos", ["gato", "gatos", "gatito", "gatitos", "felino", "felinos", "michi", "michis", "gatinho", "gatinhos", "cat", "cats"], [
    ["el", "arenero autolimpiable para gatos", "Arenero autolimpiable", "caixa de areia autolimpante", "self-cleaning litter box", ["arenero", "areneros", "arena", "arena para gatos", "caja de arena", "caixa de areia", "areia", "litter"], "cero olores en tu casa", "el arenero huele a toda hora"],
    ["el", "rascador torre para gatos", "Rascador para gatos", "arranhador torre para gatos", "cat tree scratcher", ["rascador", "rascadores", "arranhador", "arranhadores", "torre para gatos", "casita para gatos"], "tus muebles a salvo de las garras", "tu gato destroza el sofá"],
  ]),
  shop(PETS, "accesorios-mascotas", ["accesorios para mascotas", "acessorios pet", "productos para mascotas", "articulos para mascotas"], [
    ["el", "cepillo quitapelos", "Cepillo quitapelos", "escova removedora de pelos", "pet hair remover brush", ["cepillo", "quitapelos", "removedor de pelos", "escova", "deslanador", "cepillo para perros", "cepillo para gatos"], "adiós a los pelos en el sofá", "pelos de mascota por toda la casa"],
    ["la", "fuente de agua para mascotas", "Fuente para mascotas", "fonte de água para pets", "pet water fountain", ["fuente", "bebedero", "bebederos", "fonte", "bebedouro", "comedero", "comederos", "comedouro", "dispensador de agua"], "agua fresca y filtrada todo el día", "tu mascota casi no toma agua"],
  ]),
  shop(PETS, "alimento-mascotas", ["alimento para mascotas", "comida para mascotas", "croquetas", "concentrado", "pienso", "racion", "ração", "racao", "pet food"], [
    ["el", "alimento natural para perros", "Alimento natural", "ração natural para cachorros", "natural dog food", ["alimento", "alimento para perros", "comida de perro", "comida para perros", "alimento natural", "racao natural", "dieta barf", "barf"], "digestión sana con ingredientes reales", "tu perro tiene problemas de digestión"],
    ["los", "snacks dentales para perros", "Snacks dentales", "petiscos dentais para cães", "dental dog chews", ["snacks", "premios", "golosinas", "petiscos", "huesos", "hueso", "mordedor", "galletas para perros"], "aliento fresco y dientes limpios", "a tu perro le huele mal la boca"],
  ]),

  // Baby and kids
  shop(BABY, "bebes", ["bebe", "bebé", "bebes", "bebés", "bebês", "baby", "recien nacido", "recién nacido", "maternidad", "maternidade", "embarazo"], [
    ["el", "portabebés ergonómico", "Portabebés", "canguru ergonômico", "ergonomic baby carrier", ["portabebes", "portabebé", "cangurera", "canguru", "fular", "rebozo", "carrier", "mochila portabebe"], "brazos libres y espalda sin dolor", "tu bebé solo se calma en brazos", "portabebes"],
    ["el", "monitor de bebé con video", "Monitor de bebé", "babá eletrônica com vídeo", "video baby monitor", ["monitor", "baba eletronica", "babá eletrônica", "camara para bebe", "vigilabebes", "baby monitor", "monitor para bebe"], "duerme tranquila mientras lo vigilas desde la app", "no descansas por estar pendiente del bebé"],
  ]),
  shop(BABY, "panales", ["pañales", "panales", "pañal", "panal", "fraldas", "fralda", "diapers", "cambio de pañal"], [
    ["los", "pañales ecológicos de bambú", "Pañales ecológicos", "fraldas ecológicas de bambu", "bamboo eco diapers", ["pañales ecologicos", "pañales de tela", "fraldas ecologicas", "bambu", "bambú", "reutilizables"], "piel del bebé protegida toda la noche", "pañales que irritan la piel del bebé"],
    ["la", "crema antipañalitis natural", "Crema antipañalitis", "pomada contra assaduras", "natural diaper rash cream", ["antipañalitis", "pañalitis", "rozaduras", "pomada", "assaduras", "pomada para assadura", "crema para rozaduras"], "alivio de las rozaduras desde la primera aplicación", "rozaduras que no se quitan"],
  ]),
  shop(BABY, "juguetes", ["juguetes", "juguete", "brinquedos", "brinquedo", "jugueteria", "juguetería", "toys", "regalos para niños"], [
    ["los", "bloques magnéticos de construcción", "Bloques magnéticos", "blocos magnéticos de montar", "magnetic building blocks", ["bloques", "bloques de construccion", "blocos", "blocos de montar", "lego", "montessori", "didacticos", "didácticos", "juguetes educativos", "magneticos"], "horas de juego que estimulan la creatividad", "tus hijos pasan el día frente a la pantalla"],
    ["el", "carro a control remoto todoterreno", "Carro a control remoto", "carrinho de controle remoto off-road", "off-road remote control car", ["control remoto", "carrito", "carritos", "carrinho", "carrinho de controle remoto", "rc", "radio control", "monster truck"], "aguanta golpes, saltos y barro", "juguetes que se rompen el mismo día"],
  ]),
  shop(BABY, "juegos-didacticos", ["juegos didacticos", "juegos educativos", "jogos educativos", "aprendizaje", "aprender jugando"], [
    ["el", "rompecabezas de 1000 piezas", "Rompecabezas 1000 piezas", "quebra-cabeça de 1000 peças", "1000-piece jigsaw puzzle", ["rompecabezas", "puzzle", "puzzles", "puzle", "quebra-cabeca", "quebra-cabeça", "quebra cabeca", "juegos de mesa", "jogos de tabuleiro"], "tardes en familia lejos de las pantallas", "las tardes en familia se volvieron aburridas"],
    ["la", "tableta de dibujo LCD para niños", "Tableta de dibujo LCD", "lousa mágica LCD infantil", "kids' LCD drawing tablet", ["tableta de dibujo", "tablet de dibujo", "pizarra magica", "pizarra mágica", "lousa magica", "lousa mágica", "dibujo", "dibujar", "pizarra"], "dibuja y borra sin gastar papel", "hojas rayadas por toda la casa"],
  ]),

  // Tech
  shop(TECH, "audio", ["audio", "sonido", "som", "musica", "música", "bluetooth"], [
    ["los", "audífonos inalámbricos con cancelación de ruido", "Audífonos inalámbricos", "fones de ouvido sem fio com cancelamento de ruído", "noise-cancelling wireless earbuds", ["audifonos", "audífonos", "auriculares", "cascos", "fones", "fone", "fone de ouvido", "fones de ouvido", "headphones", "earbuds", "manos libres", "airpods", "in ear", "inalambricos"], "40 horas de batería", "el ruido no te deja concentrarte", "audifonos-inalambricos"],
    ["el", "parlante bluetooth resistente al agua", "Parlante bluetooth", "caixa de som bluetooth à prova d'água", "waterproof bluetooth speaker", ["parlante", "parlantes", "bocina", "bocinas", "altavoz", "altavoces", "caixa de som", "caixinha de som", "speaker", "bafle", "corneta", "cornetas"], "sonido potente en la piscina o la playa", "tu música suena bajito en las reuniones"],
  ]),
  shop(TECH, "accesorios-celular", ["celular", "celulares", "movil", "móvil", "moviles", "telefono", "teléfono", "smartphone", "iphone", "samsung", "xiaomi", "android", "accesorios para celular", "acessorios para celular"], [
    ["el", "cargador rápido de 65 W", "Cargador rápido 65 W", "carregador turbo de 65 W", "65 W fast charger", ["cargador", "cargadores", "cargador rapido", "carregador", "carregadores", "carregador turbo", "usb c", "cable usb", "cabo usb"], "tu celular al 50% en 15 minutos", "tu cargador tarda horas"],
    ["la", "funda antigolpes con soporte magnético", "Funda antigolpes", "capinha antichoque com suporte magnético", "shockproof magnetic case", ["funda", "fundas", "case", "carcasa", "carcasas", "forro", "forros", "estuche", "capinha", "capinhas", "capa de celular", "protector de celular", "mica", "vidrio templado", "pelicula"], "tu celular protegido en caídas de 3 metros", "una caída y la pantalla rota"],
  ]),
  shop(TECH, "energia-portatil", ["bateria", "batería", "baterias", "carga", "cargar el celular", "energia"], [
    ["la", "batería portátil de 20.000 mAh", "Batería portátil", "power bank de 20.000 mAh", "20,000 mAh power bank", ["power bank", "powerbank", "bateria externa", "batería externa", "bateria portatil", "cargador portatil", "carregador portatil", "pila"], "carga tu celular hasta 5 veces", "te quedas sin batería a mitad del día"],
    ["la", "estación de carga inalámbrica 3 en 1", "Cargador inalámbrico 3 en 1", "carregador sem fio 3 em 1", "3-in-1 wireless charging station", ["carga inalambrica", "cargador inalambrico", "base de carga", "carregador sem fio", "magsafe", "estacion de carga"], "tres dispositivos cargando a la vez sin cables", "cables enredados en tu mesa de noche"],
  ]),
  shop(TECH, "computacion", ["computador", "computadora", "computadoras", "computacion", "computación", "ordenador", "pc", "laptop", "laptops", "notebook", "informatica", "home office", "escritorio"], [
    ["el", "teclado mecánico retroiluminado", "Teclado mecánico", "teclado mecânico retroiluminado", "backlit mechanical keyboard", ["teclado", "teclados", "keyboard", "mecanico", "teclado gamer", "mouse", "raton"], "escribe más rápido con teclas precisas y silenciosas", "te duelen las muñecas después de escribir todo el día"],
    ["el", "soporte elevador para laptop", "Soporte para laptop", "suporte para notebook", "laptop riser stand", ["soporte", "soportes", "soporte para laptop", "base para notebook", "suporte notebook", "elevador de laptop", "ergonomia"], "pantalla a la altura de los ojos", "dolor de cuello por trabajar en la laptop"],
  ]),
  shop(TECH, "gaming", ["gaming", "gamer", "gamers", "videojuegos", "videojuego", "consola", "consolas", "videogame", "videogames", "playstation", "xbox", "nintendo", "ps5", "ps4", "jogos", "games"], [
    ["el", "control inalámbrico para consola", "Control gamer", "controle sem fio para console", "wireless game controller", ["control", "controles", "mando", "mandos", "joystick", "gamepad", "controle", "controle sem fio"], "cero retraso y 30 horas de juego", "tu control se desconecta en plena partida"],
    ["la", "silla gamer ergonómica", "Silla gamer", "cadeira gamer ergonômica", "ergonomic gaming chair", ["silla", "sillas", "silla gamer", "cadeira", "cadeira gamer", "silla de escritorio", "silla ergonomica", "silla de oficina"], "horas de juego sin dolor de espalda", "terminas cada sesión con la espalda destrozada"],
  ]),
  shop(TECH, "cine-en-casa", ["cine en casa", "entretenimiento", "peliculas", "películas", "series", "home theater", "streaming"], [
    ["el", "mini proyector portátil", "Mini proyector", "mini projetor portátil", "portable mini projector", ["proyector", "proyectores", "projetor", "projetores", "mini proyector", "projector", "pantalla gigante"], "cine en cualquier pared de tu casa", "aburrimiento en las noches de película"],
    ["el", "TV box Android 4K", "TV box 4K", "TV box Android 4K", "4K Android TV box", ["tv box", "tvbox", "smart tv", "android tv", "tv", "television", "televisión", "televisor", "roku", "chromecast", "tv stick"], "convierte cualquier televisor en smart", "tu televisor no tiene aplicaciones"],
  ]),
  shop(TECH, "creadores-de-contenido", ["creador de contenido", "creadores de contenido", "streamer", "tiktok", "youtube", "youtuber", "influencer", "grabar videos", "gravar videos", "fotografia"], [
    ["el", "aro de luz LED con trípode", "Aro de luz", "ring light com tripé", "LED ring light with tripod", ["aro de luz", "ring light", "ringlight", "tripode", "trípode", "tripé", "luz para fotos", "selfie"], "fotos y videos con luz de estudio", "tus videos se ven oscuros"],
    ["el", "micrófono inalámbrico de solapa", "Micrófono de solapa", "microfone de lapela sem fio", "wireless lavalier microphone", ["microfono", "micrófono", "microfonos", "microfone", "lavalier", "solapa", "lapela", "podcast"], "audio nítido sin ruido de fondo", "en tus videos no se entiende lo que dices"],
  ]),
  shop(TECH, "casa-inteligente", ["casa inteligente", "hogar inteligente", "domotica", "domótica", "smart home", "alexa", "google home"], [
    ["el", "localizador bluetooth para llaves", "Localizador de llaves", "localizador bluetooth para chaves", "bluetooth key finder", ["localizador", "localizadores", "rastreador", "gps", "tracker", "airtag", "llavero", "llaves", "chaves", "chaveiro", "localizador gps"], "encuentra tus llaves en segundos", "siempre pierdes las llaves"],
    ["el", "enchufe inteligente wifi", "Enchufe inteligente", "tomada inteligente wifi", "wifi smart plug", ["enchufe", "enchufes", "tomacorriente", "smart plug", "tomada inteligente", "toma inteligente", "contacto inteligente"], "apaga todo desde la app y ahorra energía", "sales de casa y dejas todo encendido"],
  ]),

  // Motor
  shop(MOTOR, "accesorios-auto", ["accesorios para auto", "accesorios para carro", "accesorios de auto", "accesorios para coche", "acessorios automotivos", "acessorios para carro"], [
    ["el", "soporte magnético de celular para auto", "Soporte de celular para auto", "suporte veicular magnético para celular", "magnetic car phone mount", ["porta celular", "soporte para auto", "suporte veicular", "holder", "soporte magnetico", "soporte de celular"], "el GPS a la vista sin soltar el volante", "miras el celular en las piernas mientras manejas"],
    ["la", "aspiradora portátil para auto", "Aspiradora para auto", "aspirador de pó automotivo", "handheld car vacuum", ["aspiradora de auto", "aspiradora para carro", "aspirador automotivo", "aspirador portatil", "limpieza del auto"], "el carro limpio en 5 minutos", "migas y arena en los asientos"],
  ]),
  shop(MOTOR, "cuidado-del-auto", ["cuidado del auto", "detailing", "lavado de autos", "car wash", "lava jato", "estetica automotriz"], [
    ["la", "cera cerámica para auto", "Cera para auto", "cera cerâmica automotiva", "ceramic car wax", ["cera", "ceras", "encerado", "pulido", "polish", "cera automotiva", "brillo para auto", "ceramico"], "brillo de agencia que repele el agua", "la pintura de tu carro se ve opaca"],
    ["la", "cámara de reversa inalámbrica", "Cámara de reversa", "câmera de ré sem fio", "wireless reversing camera", ["reversa", "camara de reversa", "camara de retroceso", "camera de re", "câmera de ré", "dash cam", "dashcam", "camara para auto", "estacionar"], "estaciona sin miedo a rayar el carro", "te cuesta estacionar en reversa"],
  ]),
  shop(MOTOR, "motos", ["moto", "motos", "motocicleta", "motocicletas", "motero", "moteros", "motoqueiro", "motoqueiros", "motociclista", "biker"], [
    ["el", "casco de moto certificado", "Casco de moto", "capacete de moto certificado", "certified motorcycle helmet", ["casco", "cascos", "capacete", "capacetes", "casco integral", "casco abatible"], "protección certificada y ventilación real", "tu casco es pesado y caluroso"],
    ["el", "intercomunicador bluetooth para casco", "Intercomunicador para casco", "intercomunicador bluetooth para capacete", "bluetooth helmet intercom", ["intercomunicador", "intercom", "comunicador", "manos libres para casco"], "habla y escucha el GPS mientras manejas", "no escuchas el GPS con el casco puesto"],
  ]),

  // Outdoor
  shop(OUTDOOR, "camping", ["camping", "artículos de camping", "acampar", "acampada", "campamento", "acampamento", "excursion", "excursión", "senderismo", "trekking", "trilha"], [
    ["la", "carpa para 4 personas", "Carpa 4 personas", "barraca para 4 pessoas", "4-person tent", ["carpa", "carpas", "tienda de campaña", "tiendas de campaña", "barraca", "barracas", "casa de campaña", "toldo"], "se arma en 5 minutos y no deja pasar la lluvia", "armar la carpa te toma una hora"],
    ["la", "linterna frontal recargable", "Linterna frontal", "lanterna de cabeça recarregável", "rechargeable headlamp", ["linterna", "linternas", "lanterna", "lanternas", "frontal", "linterna de cabeza", "lampara de cabeza"], "manos libres y 300 metros de luz", "te quedas a oscuras en la montaña"],
  ]),
  shop(OUTDOOR, "pesca", ["pesca", "pescar", "pescador", "pescadores", "pescaria", "fishing"], [
    ["la", "caña de pescar telescópica", "Caña de pescar", "vara de pesca telescópica", "telescopic fishing rod", ["caña", "caña de pescar", "canas de pescar", "vara de pesca", "varas de pesca", "carrete", "carretes", "molinete", "telescopica"], "plegada mide 40 cm y aguanta piezas grandes", "cargar tu caña es un problema en cada viaje"],
    ["el", "kit de señuelos para pesca", "Kit de señuelos", "kit de iscas artificiais", "fishing lure kit", ["señuelos", "señuelo", "iscas", "isca", "anzuelos", "anzuelo", "anzol", "cebos", "carnada"], "más picadas desde la primera salida", "pasas horas sin que piquen"],
  ]),
];

const special = (
  key: string,
  adType: AdType,
  weight: number,
  g: Group,
  templates: Pick<Niche, "bodies" | "titles" | "descriptions">,
  terms: readonly string[],
  products: readonly ProductSpec[],
): Niche => ({ key, group: g, adType, weight, special: adType !== "ALL", terms, products: products.map(item), ...templates });

/** Courses, housing, jobs, loans and causes: the Ad Library's other categories, with their own copy. */
export const OTHER_NICHES: readonly Niche[] = [
  special(
    "educacion",
    "ALL",
    4,
    group({
      key: "educacion",
      categories: ["Educación", "Escuela en línea", "Creador digital"],
      names: { prefixes: ["Academia", "Escuela", "Instituto", "Aula", "Mentes", "Aprende", "Clase", "Saber"], suffixes: ["Digital", "Online", "Pro", "Virtual", "360", "Latam", "Plus"], joinable: false },
      colors: ["#fcd34d", "#92400e"],
      offers: ["50% de descuento en la inscripción", "Acceso de por vida", "Primera clase gratis", "Paga en 3 cuotas sin interés"],
      ctas: ["SIGN_UP", "LEARN_MORE", "SUBSCRIBE", "DOWNLOAD"],
      benefit: "aprende desde cero en 8 semanas",
      terms: ["curso", "cursos", "clases", "aprender", "capacitacion", "formacion", "online", "educacion", "educação"],
    }),
    {
      bodies: [
        "🎓 {Producto} de {marca}: {beneficio}. {Oferta}. Cupos limitados.",
        "¿{Dolor}? Con {producto} aprendes paso a paso. {Beneficio}. {prueba}.",
        "Clase gratuita en vivo este jueves: {nombre}. {Beneficio}. Inscríbete y recibe el material de regalo.",
        "{prueba}. {Producto} ya abrió inscripciones en {pais}. {Oferta}. {urgencia}",
      ],
      titles: ["{Nombre}", "{Nombre}: {oferta}", "{Nombre} – {marca}"],
      descriptions: ["Certificado incluido", "Acceso inmediato", "Clases en vivo y grabadas"],
    },
    ["curso online", "cursos online", "clases online", "academia online"],
    [
      ["el", "curso de marketing digital", "Curso de marketing digital", "curso de marketing digital", "digital marketing course", ["marketing", "marketing digital", "redes sociales", "publicidad", "facebook ads", "dropshipping", "ecommerce"], "certificado al finalizar", "quieres conseguir más clientes en redes", "curso-de-marketing-digital"],
      ["la", "masterclass de inglés para adultos", "Masterclass de inglés", "masterclass de inglês para adultos", "English masterclass for adults", ["ingles", "inglés", "inglês", "idiomas", "english"], "clases grabadas para ver cuando quieras", "te da miedo hablar en inglés"],
      ["el", "curso de Excel desde cero", "Curso de Excel", "curso de Excel do zero", "Excel course for beginners", ["excel", "ofimatica", "planilhas", "hojas de calculo"], "mentorías en vivo cada semana", "necesitas mejorar tu perfil profesional"],
      ["el", "taller de repostería online", "Taller de repostería", "oficina de confeitaria online", "online baking workshop", ["reposteria", "repostería", "pasteleria", "tortas", "confeitaria", "bolos", "postres"], "acceso a una comunidad privada", "quieres emprender desde casa"],
    ],
  ),
  special(
    "vivienda",
    "HOUSING_ADS",
    3,
    group({
      key: "vivienda",
      categories: ["Inmobiliaria", "Agente inmobiliario"],
      names: { prefixes: ["Inmobiliaria", "Constructora", "Residencial", "Urbanización"], suffixes: ["Horizonte", "Altavista", "Los Robles", "Mirador", "Sol del Valle", "Puerta Norte", "La Colina", "Bosques"], joinable: false },
      colors: ["#d9f99d", "#4d7c0f"],
      offers: ["Separa con solo el 1%", "Subsidios y créditos disponibles", "Descuento por pago de contado"],
      ctas: ["LEARN_MORE", "MESSAGE_PAGE", "GET_QUOTE"],
      benefit: "financiación directa hasta 15 años",
      terms: ["vivienda", "inmobiliaria", "finca raiz", "bienes raices", "imoveis", "imóveis", "inmuebles"],
    }),
    {
      bodies: [
        "🏡 {Producto} en {pais}. {Oferta}. {Beneficio}. Agenda tu visita.",
        "¿{Dolor}? Conoce {producto} de {marca}: {beneficio}. {Oferta}.",
        "Últimas unidades de {producto}. {Beneficio}. Escríbenos y recibe la cotización hoy.",
      ],
      titles: ["{Nombre}", "{Nombre}: {oferta}", "{Nombre} – {marca}"],
      descriptions: ["Agenda tu visita hoy", "Proyecto con licencia de construcción", "Financiación directa"],
    },
    ["proyecto de vivienda"],
    [
      ["los", "apartamentos en preventa", "Apartamentos en preventa", "apartamentos na planta", "off-plan apartments", ["apartamento", "apartamentos", "departamento", "departamentos", "preventa", "pisos"], "zonas verdes, piscina y gimnasio", "cansado de pagar arriendo", "apartamentos-en-preventa"],
      ["las", "casas con jardín", "Casas con jardín", "casas com quintal", "houses with a garden", ["casas", "casa propia", "casa con jardin", "condominio"], "a 10 minutos del centro", "buscas un lugar tranquilo para tu familia"],
      ["los", "lotes campestres", "Lotes campestres", "terrenos em condomínio", "country plots", ["lotes", "lote", "terreno", "terrenos", "campestre", "finca"], "cuota inicial en 36 meses", "quieres invertir en finca raíz"],
      ["los", "apartaestudios para invertir", "Apartaestudios", "studios para investir", "studio flats to invest in", ["apartaestudio", "estudio", "studio", "loft", "inversion inmobiliaria"], "entrega en 18 meses", "buscas una inversión que se valorice"],
    ],
  ),
  special(
    "empleo",
    "EMPLOYMENT_ADS",
    3,
    group({
      key: "empleo",
      categories: ["Agencia de empleo", "Empresa de logística"],
      names: { prefixes: ["Grupo", "Talento", "Logística", "Servicios", "Contact Center"], suffixes: ["Andino", "Global", "Express", "Integral", "Horizonte", "Sur", "Pacífico"], joinable: false },
      colors: ["#e5e7eb", "#374151"],
      offers: ["Proceso de selección en una semana", "Sin experiencia previa", "Inicio inmediato"],
      ctas: ["APPLY_NOW", "LEARN_MORE"],
      benefit: "pago puntual cada quincena",
      terms: ["empleo", "empleos", "trabajo", "vacantes", "vacante", "vagas", "emprego", "ofertas de trabajo"],
    }),
    {
      bodies: [
        "📢 ¡Estamos contratando! {marca} abre {producto} en {pais}. {Beneficio}. Postúlate hoy, es gratis.",
        "¿{Dolor}? Tenemos {producto}: {beneficio}. {Oferta}. Envía tu hoja de vida.",
        "Únete al equipo de {marca}. {Producto} con {beneficio}. {Oferta}.",
      ],
      titles: ["{Nombre}", "{Nombre} en {marca}", "{Nombre}: {oferta}"],
      descriptions: ["Postúlate en 2 minutos", "Proceso de selección gratuito", "Sin intermediarios"],
    },
    ["bolsa de trabajo", "bolsa de empleo"],
    [
      ["las", "vacantes de asesor comercial", "Asesor comercial", "vagas de consultor comercial", "sales advisor jobs", ["asesor comercial", "ventas", "vendedor", "vendedores", "comercial"], "salario fijo más comisiones", "necesitas ingresos extra", "asesor-comercial"],
      ["las", "vacantes de conductor de reparto", "Conductor de reparto", "vagas de motorista de entregas", "delivery driver jobs", ["conductor", "conductores", "repartidor", "reparto", "entregador", "chofer", "domiciliario"], "contrato a término indefinido", "buscas empleo estable"],
      ["las", "vacantes de atención al cliente", "Atención al cliente", "vagas de atendimento ao cliente", "customer service jobs", ["atencion al cliente", "call center", "contact center", "teletrabajo", "trabajo remoto", "home office"], "trabajo 100% remoto", "quieres un trabajo desde casa"],
      ["las", "prácticas profesionales", "Prácticas profesionales", "vagas de estágio", "internships", ["practicas", "pasantias", "pasantías", "estagio", "estágio", "primer empleo"], "capacitación pagada", "buscas tu primera experiencia laboral"],
    ],
  ),
  special(
    "finanzas",
    "FINANCIAL_PRODUCTS_AND_SERVICES_ADS",
    3,
    group({
      key: "finanzas",
      categories: ["Servicios financieros", "Banco", "Empresa de inversiones"],
      names: { prefixes: ["Banco", "Crédito", "Finanzas", "Caja", "Inversiones", "Presta"], suffixes: ["Amigo", "Fácil", "Futuro", "Digital", "Confianza", "Ya", "Azul"], joinable: false },
      colors: ["#6ee7b7", "#047857"],
      offers: ["Solicitud 100% en línea", "Primer mes sin intereses", "Apertura gratis"],
      ctas: ["APPLY_NOW", "LEARN_MORE", "SIGN_UP"],
      benefit: "todo en línea y sin filas",
      terms: ["finanzas", "financiero", "banco", "bancos", "dinero", "financas", "finanças", "fintech"],
    }),
    {
      bodies: [
        "💳 {Producto} de {marca}: {beneficio}. {Oferta} en {pais}.",
        "¿{Dolor}? Con {producto} de {marca} obtienes {beneficio}. Sujeto a aprobación.",
        "{prueba}. {Producto}: {beneficio}. {Oferta}, con respuesta inmediata.",
      ],
      titles: ["{Nombre}", "{Nombre}: {oferta}", "{Nombre} – {marca}"],
      descriptions: ["Sujeto a aprobación", "Entidad vigilada", "Solicitud 100% en línea"],
    },
    ["servicios financieros"],
    [
      ["el", "préstamo personal en línea", "Préstamo en línea", "empréstimo pessoal online", "online personal loan", ["prestamo", "préstamo", "prestamos", "préstamos", "credito", "crédito", "emprestimo", "empréstimo"], "respuesta en 10 minutos", "necesitas dinero urgente", "prestamo-en-linea"],
      ["la", "tarjeta de crédito sin cuota de manejo", "Tarjeta sin cuota", "cartão de crédito sem anuidade", "no-fee credit card", ["tarjeta", "tarjetas", "tarjeta de credito", "cartao", "cartão", "cartao de credito"], "sin cuota de manejo", "te rechazaron en el banco"],
      ["la", "cuenta de ahorro digital", "Cuenta digital", "conta digital", "digital savings account", ["cuenta", "cuenta de ahorro", "ahorro", "ahorros", "conta", "conta digital", "poupança"], "apertura sin papeleo", "pagas comisiones por tener tu dinero en el banco"],
      ["la", "inversión en fondos desde 50 dólares", "Invierte desde $50", "investimento em fundos a partir de 50 dólares", "fund investing from 50 dollars", ["inversion", "inversión", "invertir", "fondos", "investimento", "investimentos", "investir"], "rentabilidad diaria", "tus ahorros pierden valor"],
    ],
  ),
  special(
    "causas",
    "POLITICAL_AND_ISSUE_ADS",
    3,
    group({
      key: "causas",
      categories: ["Organización sin fines de lucro", "Organización comunitaria", "Causa"],
      names: { prefixes: ["Fundación", "Movimiento", "Colectivo", "Red", "Alianza", "Iniciativa"], suffixes: ["Agua Limpia", "Barrios Verdes", "Vida Plena", "Ciudad Viva", "Tierra Nuestra", "Manos Unidas"], joinable: false },
      colors: ["#7dd3fc", "#0e7490"],
      offers: ["Firma y comparte", "Inscríbete como voluntario", "Participa este fin de semana"],
      ctas: ["LEARN_MORE", "DONATE_NOW", "SIGN_UP"],
      benefit: "más de 5.000 voluntarios ya se unieron",
      terms: ["causa", "causas", "voluntariado", "voluntarios", "comunidad", "ong", "fundacion"],
    }),
    {
      bodies: [
        "💧 Únete a {producto}. {Beneficio}. {Oferta}: juntos logramos más en {pais}.",
        "¿{Dolor}? {marca} te invita a {producto}. {Beneficio}. Pagado por {marca}.",
        "Tu voz cuenta. {Oferta} en {producto}. {Beneficio}.",
      ],
      titles: ["{Nombre}", "{Nombre}: {oferta}", "{Nombre} con {marca}"],
      descriptions: ["Pagado por {marca}", "Participa en {pais}", "Firma y comparte"],
    },
    ["campaña ciudadana"],
    [
      ["la", "campaña por el agua limpia", "Campaña por el agua limpia", "campanha pela água limpa", "clean water campaign", ["agua limpia", "rios", "medio ambiente", "agua potable"], "cada firma suma para proteger nuestros ríos", "te preocupa el medio ambiente", "campana-por-el-agua-limpia"],
      ["la", "jornada de reciclaje", "Jornada de reciclaje", "mutirão de reciclagem", "recycling day", ["reciclaje", "reciclar", "reciclagem", "basura", "residuos"], "menos basura en nuestros barrios", "quieres mejorar tu barrio"],
      ["la", "campaña de donación de sangre", "Donación de sangre", "campanha de doação de sangue", "blood donation drive", ["donacion", "donación", "donar sangre", "doacao de sangue", "sangre"], "una donación puede salvar tres vidas", "quieres ayudar a salvar vidas"],
      ["la", "consulta ciudadana sobre transporte", "Consulta ciudadana", "consulta pública sobre transporte", "public transport consultation", ["consulta", "transporte", "transporte publico", "participacion ciudadana", "votar"], "decisiones tomadas con la comunidad", "crees que tu voz no se escucha"],
    ],
  ),
];

export const NICHES: readonly Niche[] = [...SHOP_NICHES, ...OTHER_NICHES];

/**
 * The demo's ad copy: product niches with Spanish products, benefits, pains and offers, combined by
 * templates. Creative n of a niche (public/demo/creatives/<niche>-<n>.png) shows product n.
 */
import type { AdType } from "../types";

export const CTAS = {
  SHOP_NOW: "Comprar ahora",
  LEARN_MORE: "Más información",
  MESSAGE_PAGE: "Enviar mensaje",
  WHATSAPP_MESSAGE: "Enviar mensaje de WhatsApp",
  ORDER_NOW: "Pedir ahora",
  SIGN_UP: "Registrarte",
  APPLY_NOW: "Solicitar ahora",
  GET_OFFER: "Obtener oferta",
  GET_QUOTE: "Solicitar cotización",
  DONATE_NOW: "Donar ahora",
  SUBSCRIBE: "Suscribirte",
  DOWNLOAD: "Descargar",
} as const;
export type CtaType = keyof typeof CTAS;

export type Product = { art: "el" | "la" | "los" | "las"; noun: string; slug: string };

export type Niche = {
  key: string;
  adType: AdType;
  /** Share of advertisers in this niche. */
  weight: number;
  /** Special ad categories are only run by Spanish, English and Portuguese advertisers here. */
  special: boolean;
  categories: readonly string[];
  names: { prefixes: readonly string[]; suffixes: readonly string[]; joinable: boolean };
  products: readonly [Product, Product, Product, Product];
  /** Benefit i belongs to product i; the fifth fits every product. */
  benefits: readonly [string, string, string, string, string];
  /** Pain i belongs to product i. */
  pains: readonly [string, string, string, string];
  offers: readonly string[];
  ctas: readonly CtaType[];
  /** Niche-specific templates; shop niches use SHOP_BODIES, TITLES and DESCRIPTIONS. */
  bodies?: readonly string[];
  titles?: readonly string[];
  descriptions?: readonly string[];
  /** The niche in a few words, for English and Portuguese copy. */
  en: string;
  pt: string;
};

const p = (art: Product["art"], noun: string, slug: string): Product => ({ art, noun, slug });

const SHOP_OFFERS = [
  "40% de descuento",
  "2x1 solo esta semana",
  "Envío gratis",
  "Paga 1 y lleva 2",
  "Hasta 50% de descuento",
  "Regalo sorpresa en tu primera compra",
  "Pago contra entrega",
] as const;

export const NICHES: readonly Niche[] = [
  {
    key: "belleza",
    adType: "ALL",
    weight: 14,
    special: false,
    categories: ["Salud y belleza", "Tienda de cosméticos", "Marca de productos de belleza"],
    names: {
      prefixes: ["Glow", "Bella", "Piel", "Luna", "Aura", "Divina", "Natura", "Velvet", "Brillo"],
      suffixes: ["Skin", "Beauty", "Cosmetics", "Lab", "Studio", "Bio", "Care"],
      joinable: true,
    },
    products: [
      p("la", "crema hidratante con colágeno", "crema-hidratante-colageno"),
      p("el", "sérum de vitamina C", "serum-vitamina-c"),
      p("el", "kit de maquillaje profesional", "kit-maquillaje"),
      p("la", "mascarilla capilar de keratina", "mascarilla-keratina"),
    ],
    benefits: [
      "piel hidratada por 24 horas",
      "manchas más claras desde la segunda semana",
      "un acabado natural que dura todo el día",
      "cabello suave y sin frizz",
      "ingredientes 100% veganos",
    ],
    pains: [
      "piel seca y sin brillo",
      "manchas que no se van con nada",
      "maquillaje que se corre a mitad del día",
      "cabello maltratado por el planchado",
    ],
    offers: SHOP_OFFERS,
    ctas: ["SHOP_NOW", "ORDER_NOW", "MESSAGE_PAGE", "WHATSAPP_MESSAGE"],
    en: "skincare",
    pt: "beleza",
  },
  {
    key: "fitness",
    adType: "ALL",
    weight: 9,
    special: false,
    categories: ["Centro de fitness", "Artículos deportivos", "Entrenador personal"],
    names: {
      prefixes: ["Fit", "Power", "Vida", "Active", "Pulse", "Titan", "Zen", "Reto"],
      suffixes: ["Gym", "Pro", "Sport", "Training", "Life", "Club", "Zone"],
      joinable: true,
    },
    products: [
      p("las", "bandas elásticas de resistencia", "bandas-resistencia"),
      p("las", "mancuernas ajustables", "mancuernas-ajustables"),
      p("el", "plan de entrenamiento en casa de 30 días", "reto-30-dias"),
      p("la", "faja moldeadora deportiva", "faja-deportiva"),
    ],
    benefits: [
      "entrenamientos completos en 20 minutos",
      "todo un gimnasio en menos espacio que una silla",
      "rutinas guiadas paso a paso",
      "cintura más definida mientras entrenas",
      "resultados visibles en 4 semanas",
    ],
    pains: [
      "no tienes tiempo para ir al gimnasio",
      "no tienes espacio para un gimnasio en casa",
      "llevas meses sin ver resultados",
      "quieres afinar tu cintura",
    ],
    offers: SHOP_OFFERS,
    ctas: ["SHOP_NOW", "SIGN_UP", "LEARN_MORE"],
    en: "home workout",
    pt: "treino em casa",
  },
  {
    key: "hogar",
    adType: "ALL",
    weight: 9,
    special: false,
    categories: ["Artículos para el hogar", "Tienda de muebles", "Decoración del hogar"],
    names: {
      prefixes: ["Casa", "Hogar", "Nido", "Dulce", "Orden", "Deco", "Brisa", "Alma"],
      suffixes: ["Home", "Store", "Deco", "Bonita", "Plus", "Shop", "Living"],
      joinable: true,
    },
    products: [
      p("el", "organizador de clóset plegable", "organizador-closet"),
      p("la", "lámpara LED con sensor de movimiento", "lampara-led-sensor"),
      p("el", "juego de sábanas de microfibra", "sabanas-microfibra"),
      p("el", "trapeador giratorio 360°", "trapeador-360"),
    ],
    benefits: [
      "el doble de espacio en tu clóset",
      "instalación en 2 minutos sin taladro",
      "sábanas frescas que no se arrugan",
      "pisos limpios en la mitad del tiempo",
      "calidad garantizada por 12 meses",
    ],
    pains: [
      "clóset desordenado todos los días",
      "pasillos oscuros en la noche",
      "noches de calor sin poder dormir",
      "limpiar te quita toda la mañana",
    ],
    offers: SHOP_OFFERS,
    ctas: ["SHOP_NOW", "GET_OFFER", "WHATSAPP_MESSAGE"],
    en: "home essentials",
    pt: "casa",
  },
  {
    key: "mascotas",
    adType: "ALL",
    weight: 8,
    special: false,
    categories: ["Tienda de mascotas", "Servicio para mascotas"],
    names: {
      prefixes: ["Huellitas", "Patitas", "Mascota", "Guau", "Miau", "Pelusa", "Bigotes", "Colita"],
      suffixes: ["Pet", "Shop", "Feliz", "Store", "Care", "Club", "Love"],
      joinable: false,
    },
    products: [
      p("la", "cama ortopédica para perros", "cama-ortopedica-perros"),
      p("el", "arenero autolimpiable para gatos", "arenero-autolimpiable"),
      p("el", "alimento natural para perros", "alimento-natural-perros"),
      p("el", "cepillo quitapelos", "cepillo-quitapelos"),
    ],
    benefits: [
      "descanso profundo para perros mayores",
      "cero olores en tu casa",
      "digestión sana con ingredientes reales",
      "adiós a los pelos en el sofá",
      "aprobado por veterinarios",
    ],
    pains: [
      "tu perro duerme mal",
      "el arenero huele a toda hora",
      "tu perro tiene problemas de digestión",
      "pelos de mascota por toda la casa",
    ],
    offers: SHOP_OFFERS,
    ctas: ["SHOP_NOW", "ORDER_NOW", "MESSAGE_PAGE"],
    en: "pet care",
    pt: "pets",
  },
  {
    key: "tecnologia",
    adType: "ALL",
    weight: 8,
    special: false,
    categories: ["Electrónica", "Tienda de informática", "Empresa de software"],
    names: {
      prefixes: ["Tecno", "Digi", "Byte", "Nova", "Volt", "Pixel", "Chip", "Ultra"],
      suffixes: ["Store", "Tech", "Market", "Pro", "Zone", "Hub", "Mall"],
      joinable: true,
    },
    products: [
      p("los", "audífonos inalámbricos con cancelación de ruido", "audifonos-inalambricos"),
      p("el", "cargador rápido de 65 W", "cargador-rapido-65w"),
      p("la", "cámara de seguridad wifi", "camara-seguridad-wifi"),
      p("el", "teclado mecánico retroiluminado", "teclado-mecanico"),
    ],
    benefits: [
      "40 horas de batería",
      "tu celular al 50% en 15 minutos",
      "alertas en tu celular en tiempo real",
      "escribe más rápido con teclas precisas y silenciosas",
      "garantía de 12 meses",
    ],
    pains: [
      "el ruido no te deja concentrarte",
      "tu cargador tarda horas",
      "no sabes qué pasa en tu casa cuando no estás",
      "te duelen las muñecas después de escribir todo el día",
    ],
    offers: SHOP_OFFERS,
    ctas: ["SHOP_NOW", "LEARN_MORE", "GET_OFFER"],
    en: "tech",
    pt: "tecnologia",
  },
  {
    key: "moda",
    adType: "ALL",
    weight: 10,
    special: false,
    categories: ["Tienda de ropa", "Marca de ropa", "Calzado"],
    names: {
      prefixes: ["Urbana", "Moda", "Estilo", "Bonita", "Trend", "Chic", "Vesti", "Lía"],
      suffixes: ["Store", "Boutique", "Closet", "Wear", "Style", "Shop", "Fashion"],
      joinable: false,
    },
    products: [
      p("los", "tenis urbanos ultraligeros", "tenis-urbanos"),
      p("el", "jean de tiro alto", "jean-tiro-alto"),
      p("la", "chaqueta impermeable", "chaqueta-impermeable"),
      p("el", "bolso de cuero vegano", "bolso-cuero-vegano"),
    ],
    benefits: [
      "comodidad para caminar todo el día",
      "un fit que realza tu figura",
      "protección total contra la lluvia",
      "hecho a mano por artesanos locales",
      "cambios gratis durante 30 días",
    ],
    pains: [
      "tus tenis te lastiman los pies",
      "nada te queda como en la foto",
      "siempre te mojas camino al trabajo",
      "bolsos que se rompen en pocos meses",
    ],
    offers: SHOP_OFFERS,
    ctas: ["SHOP_NOW", "ORDER_NOW", "MESSAGE_PAGE"],
    en: "fashion",
    pt: "moda",
  },
  {
    key: "cocina",
    adType: "ALL",
    weight: 8,
    special: false,
    categories: ["Artículos de cocina", "Cafetería", "Marca de alimentos y bebidas"],
    names: {
      prefixes: ["Sabor", "Chef", "Café", "Cocina", "Aroma", "Sazón", "Grano", "Fogón"],
      suffixes: ["Express", "Gourmet", "Store", "Pro", "Market", "& Co.", "Casa"],
      joinable: false,
    },
    products: [
      p("la", "cafetera espresso de 20 bares", "cafetera-espresso"),
      p("la", "freidora de aire de 5 litros", "freidora-de-aire"),
      p("el", "café de especialidad de origen", "cafe-de-origen"),
      p("el", "set de cuchillos de acero alemán", "set-cuchillos"),
    ],
    benefits: [
      "café como el de tu cafetería favorita en casa",
      "comidas crujientes sin una gota de aceite",
      "granos tostados la misma semana del envío",
      "cortes perfectos durante años",
      "recetas incluidas para empezar hoy",
    ],
    pains: [
      "gastas una fortuna en café fuera de casa",
      "quieres comer frito pero sano",
      "el café del supermercado no sabe a nada",
      "tus cuchillos ya no cortan",
    ],
    offers: SHOP_OFFERS,
    ctas: ["SHOP_NOW", "ORDER_NOW", "GET_OFFER"],
    en: "kitchen",
    pt: "cozinha",
  },
  {
    key: "salud",
    adType: "ALL",
    weight: 8,
    special: false,
    categories: ["Salud y bienestar", "Suplementos nutricionales", "Farmacia"],
    names: {
      prefixes: ["Vital", "Salud", "Bien", "Nutri", "Pura", "Natur", "Raíz", "Equilibrio"],
      suffixes: ["Farma", "Plus", "Natural", "Life", "Well", "Store", "Verde"],
      joinable: true,
    },
    products: [
      p("el", "magnesio en polvo", "magnesio-en-polvo"),
      p("el", "colágeno hidrolizado con biotina", "colageno-biotina"),
      p("el", "corrector de postura", "corrector-postura"),
      p("el", "té detox de hierbas", "te-detox"),
    ],
    benefits: [
      "un sueño más profundo desde la primera noche",
      "articulaciones sin dolor",
      "espalda recta en pocas semanas",
      "digestión ligera todos los días",
      "envío discreto y rápido",
    ],
    pains: ["te despiertas cansado", "dolor en las articulaciones", "dolor de espalda después del trabajo", "hinchazón después de comer"],
    offers: SHOP_OFFERS,
    ctas: ["SHOP_NOW", "LEARN_MORE", "WHATSAPP_MESSAGE"],
    en: "wellness",
    pt: "bem-estar",
  },
  {
    key: "bebes",
    adType: "ALL",
    weight: 6,
    special: false,
    categories: ["Tienda de artículos para bebés", "Productos para bebés y niños"],
    names: {
      prefixes: ["Bebé", "Mamá", "Cuna", "Pequeños", "Mimos", "Osito", "Nene", "Crecer"],
      suffixes: ["Feliz", "Store", "Kids", "Baby", "Mundo", "& Co.", "Shop"],
      joinable: false,
    },
    products: [
      p("el", "portabebés ergonómico", "portabebes-ergonomico"),
      p("los", "pañales ecológicos de bambú", "panales-ecologicos"),
      p("el", "monitor de bebé con video", "monitor-bebe"),
      p("la", "crema antipañalitis natural", "crema-antipanalitis"),
    ],
    benefits: [
      "brazos libres y espalda sin dolor",
      "piel del bebé protegida toda la noche",
      "duerme tranquila mientras vigilas desde el celular",
      "ingredientes aprobados por pediatras",
      "el regalo ideal para un baby shower",
    ],
    pains: [
      "tu bebé solo se calma en brazos",
      "pañales que irritan la piel del bebé",
      "no descansas por estar pendiente del bebé",
      "rozaduras que no se quitan",
    ],
    offers: SHOP_OFFERS,
    ctas: ["SHOP_NOW", "LEARN_MORE", "MESSAGE_PAGE"],
    en: "baby care",
    pt: "bebês",
  },
  {
    key: "gadgets",
    adType: "ALL",
    weight: 7,
    special: false,
    categories: ["Tienda de electrónica", "Comercio electrónico"],
    names: {
      prefixes: ["Gadget", "Smart", "Ingenio", "Click", "Genio", "Trucos", "Wow", "Top"],
      suffixes: ["Store", "Market", "Hub", "Shop", "Express", "Ideas", "Box"],
      joinable: true,
    },
    products: [
      p("el", "reloj inteligente deportivo", "smartwatch-deportivo"),
      p("el", "mini proyector portátil", "mini-proyector"),
      p("el", "localizador bluetooth para llaves", "localizador-bluetooth"),
      p("el", "masajeador de cuello eléctrico", "masajeador-cuello"),
    ],
    benefits: [
      "mide tu ritmo cardíaco y tu sueño",
      "cine en cualquier pared de tu casa",
      "encuentra tus llaves en segundos",
      "alivio en 15 minutos",
      "el regalo perfecto para cualquier ocasión",
    ],
    pains: [
      "no sabes cuánto duermes ni cuánto te mueves",
      "aburrimiento en las noches de película",
      "siempre pierdes las llaves",
      "tensión en el cuello por la oficina",
    ],
    offers: SHOP_OFFERS,
    ctas: ["SHOP_NOW", "GET_OFFER", "ORDER_NOW"],
    en: "gadgets",
    pt: "gadgets",
  },
  {
    key: "educacion",
    adType: "ALL",
    weight: 7,
    special: false,
    categories: ["Educación", "Escuela en línea", "Creador digital"],
    names: {
      prefixes: ["Academia", "Escuela", "Instituto", "Aula", "Mentes", "Aprende", "Clase", "Saber"],
      suffixes: ["Digital", "Online", "Pro", "Virtual", "360", "Latam", "Plus"],
      joinable: false,
    },
    products: [
      p("el", "curso de marketing digital", "curso-marketing-digital"),
      p("la", "masterclass de inglés para adultos", "masterclass-ingles"),
      p("el", "curso de Excel desde cero", "curso-excel"),
      p("el", "taller de repostería online", "taller-reposteria"),
    ],
    benefits: [
      "certificado al finalizar",
      "clases grabadas para ver cuando quieras",
      "mentorías en vivo cada semana",
      "acceso a una comunidad privada",
      "aprende desde cero en 8 semanas",
    ],
    pains: [
      "quieres conseguir más clientes en redes",
      "te da miedo hablar en inglés",
      "necesitas mejorar tu perfil profesional",
      "quieres emprender desde casa",
    ],
    offers: ["50% de descuento en la inscripción", "Acceso de por vida", "Primera clase gratis", "Paga en 3 cuotas sin interés"],
    ctas: ["SIGN_UP", "LEARN_MORE", "SUBSCRIBE", "DOWNLOAD"],
    bodies: [
      "🎓 {Producto} de {marca}: {beneficio}. {Oferta}. Cupos limitados.",
      "¿{Dolor}? Con {producto} aprendes paso a paso. {Beneficio}. {prueba}.",
      "Clase gratuita en vivo este jueves: {nombre}. {Beneficio}. Inscríbete y recibe el material de regalo.",
      "{prueba}. {Producto} ya abrió inscripciones en {pais}. {Oferta}. {urgencia}",
    ],
    titles: ["{Nombre}", "{Oferta}", "{Nombre} – {marca}"],
    descriptions: ["Certificado incluido", "Acceso inmediato", "Clases en vivo y grabadas"],
    en: "online courses",
    pt: "cursos online",
  },
  {
    key: "vivienda",
    adType: "HOUSING_ADS",
    weight: 3,
    special: true,
    categories: ["Inmobiliaria", "Agente inmobiliario"],
    names: {
      prefixes: ["Inmobiliaria", "Constructora", "Residencial", "Urbanización"],
      suffixes: ["Horizonte", "Altavista", "Los Robles", "Mirador", "Sol del Valle", "Puerta Norte", "La Colina", "Bosques"],
      joinable: false,
    },
    products: [
      p("los", "apartamentos en preventa", "apartamentos-preventa"),
      p("las", "casas con jardín", "casas-con-jardin"),
      p("los", "lotes campestres", "lotes-campestres"),
      p("los", "apartaestudios para invertir", "apartaestudios"),
    ],
    benefits: [
      "financiación directa hasta 15 años",
      "zonas verdes, piscina y gimnasio",
      "a 10 minutos del centro",
      "cuota inicial en 36 meses",
      "entrega en 18 meses",
    ],
    pains: [
      "cansado de pagar arriendo",
      "buscas un lugar tranquilo para tu familia",
      "quieres invertir en finca raíz",
      "buscas una inversión que se valorice",
    ],
    offers: ["Separa con solo el 1%", "Subsidios y créditos disponibles", "Descuento por pago de contado"],
    ctas: ["LEARN_MORE", "MESSAGE_PAGE", "GET_QUOTE"],
    bodies: [
      "🏡 {Producto} en {pais}. {Oferta}. {Beneficio}. Agenda tu visita.",
      "¿{Dolor}? Conoce {producto} de {marca}: {beneficio}. {Oferta}.",
      "Últimas unidades de {producto}. {Beneficio}. Escríbenos y recibe la cotización hoy.",
    ],
    titles: ["{Nombre}", "{Oferta}", "{Nombre} – {marca}"],
    descriptions: ["Agenda tu visita hoy", "Proyecto con licencia de construcción", "Financiación directa"],
    en: "new homes",
    pt: "imóveis",
  },
  {
    key: "empleo",
    adType: "EMPLOYMENT_ADS",
    weight: 3,
    special: true,
    categories: ["Agencia de empleo", "Empresa de logística"],
    names: {
      prefixes: ["Grupo", "Talento", "Logística", "Servicios", "Contact Center"],
      suffixes: ["Andino", "Global", "Express", "Integral", "Horizonte", "Sur", "Pacífico"],
      joinable: false,
    },
    products: [
      p("las", "vacantes de asesor comercial", "asesor-comercial"),
      p("las", "vacantes de conductor de reparto", "conductor-reparto"),
      p("las", "vacantes de atención al cliente", "atencion-cliente"),
      p("las", "prácticas profesionales", "practicas-profesionales"),
    ],
    benefits: [
      "salario fijo más comisiones",
      "contrato a término indefinido",
      "trabajo 100% remoto",
      "capacitación pagada",
      "pago puntual cada quincena",
    ],
    pains: ["necesitas ingresos extra", "buscas empleo estable", "quieres un trabajo desde casa", "buscas tu primera experiencia laboral"],
    offers: ["Proceso de selección en una semana", "Sin experiencia previa", "Inicio inmediato"],
    ctas: ["APPLY_NOW", "LEARN_MORE"],
    bodies: [
      "📢 ¡Estamos contratando! {marca} abre {producto} en {pais}. {Beneficio}. Postúlate hoy, es gratis.",
      "¿{Dolor}? Tenemos {producto}: {beneficio}. {Oferta}. Envía tu hoja de vida.",
      "Únete al equipo de {marca}. {Producto} con {beneficio}. {Oferta}.",
    ],
    titles: ["{Nombre}", "Trabaja en {marca}", "{Oferta}"],
    descriptions: ["Postúlate en 2 minutos", "Proceso de selección gratuito", "Sin intermediarios"],
    en: "jobs",
    pt: "vagas",
  },
  {
    key: "finanzas",
    adType: "FINANCIAL_PRODUCTS_AND_SERVICES_ADS",
    weight: 3,
    special: true,
    categories: ["Servicios financieros", "Banco", "Empresa de inversiones"],
    names: {
      prefixes: ["Banco", "Crédito", "Finanzas", "Caja", "Inversiones", "Presta"],
      suffixes: ["Amigo", "Fácil", "Futuro", "Digital", "Confianza", "Ya", "Azul"],
      joinable: false,
    },
    products: [
      p("el", "préstamo personal en línea", "prestamo-en-linea"),
      p("la", "tarjeta de crédito sin cuota de manejo", "tarjeta-sin-cuota"),
      p("la", "cuenta de ahorro digital", "cuenta-digital"),
      p("la", "inversión en fondos desde 50 dólares", "invierte-desde-50"),
    ],
    benefits: [
      "respuesta en 10 minutos",
      "sin cuota de manejo",
      "apertura sin papeleo",
      "rentabilidad diaria",
      "todo en línea y sin filas",
    ],
    pains: [
      "necesitas dinero urgente",
      "te rechazaron en el banco",
      "pagas comisiones por tener tu dinero en el banco",
      "tus ahorros pierden valor",
    ],
    offers: ["Solicitud 100% en línea", "Primer mes sin intereses", "Apertura gratis"],
    ctas: ["APPLY_NOW", "LEARN_MORE", "SIGN_UP"],
    bodies: [
      "💳 {Producto} de {marca}: {beneficio}. {Oferta} en {pais}.",
      "¿{Dolor}? Con {producto} de {marca} obtienes {beneficio}. Sujeto a aprobación.",
      "{prueba}. {Producto}: {beneficio}. {Oferta}, con respuesta inmediata.",
    ],
    titles: ["{Nombre}", "{Oferta}", "{Nombre} – {marca}"],
    descriptions: ["Sujeto a aprobación", "Entidad vigilada", "Solicitud 100% en línea"],
    en: "personal finance",
    pt: "finanças",
  },
  {
    key: "causas",
    adType: "POLITICAL_AND_ISSUE_ADS",
    weight: 3,
    special: true,
    categories: ["Organización sin fines de lucro", "Organización comunitaria", "Causa"],
    names: {
      prefixes: ["Fundación", "Movimiento", "Colectivo", "Red", "Alianza", "Iniciativa"],
      suffixes: ["Agua Limpia", "Barrios Verdes", "Vida Plena", "Ciudad Viva", "Tierra Nuestra", "Manos Unidas"],
      joinable: false,
    },
    products: [
      p("la", "campaña por el agua limpia", "agua-limpia"),
      p("la", "jornada de reciclaje", "jornada-reciclaje"),
      p("la", "campaña de donación de sangre", "dona-sangre"),
      p("la", "consulta ciudadana sobre transporte", "consulta-transporte"),
    ],
    benefits: [
      "cada firma suma para proteger nuestros ríos",
      "menos basura en nuestros barrios",
      "una donación puede salvar tres vidas",
      "decisiones tomadas con la comunidad",
      "más de 5.000 voluntarios ya se unieron",
    ],
    pains: [
      "te preocupa el medio ambiente",
      "quieres mejorar tu barrio",
      "quieres ayudar a salvar vidas",
      "crees que tu voz no se escucha",
    ],
    offers: ["Firma y comparte", "Inscríbete como voluntario", "Participa este fin de semana"],
    ctas: ["LEARN_MORE", "DONATE_NOW", "SIGN_UP"],
    bodies: [
      "💧 Únete a {producto}. {Beneficio}. {Oferta}: juntos logramos más en {pais}.",
      "¿{Dolor}? {marca} te invita a {producto}. {Beneficio}. Pagado por {marca}.",
      "Tu voz cuenta. {Oferta} en {producto}. {Beneficio}.",
    ],
    titles: ["{Nombre}", "{Oferta}", "Únete a {marca}"],
    descriptions: ["Pagado por {marca}", "Participa en {pais}", "Firma y comparte"],
    en: "community",
    pt: "comunidade",
  },
];

/** Templates for the shop niches. */
export const SHOP_BODIES = [
  "✨ {Producto} de {marca}: {beneficio}. {Oferta}. Enviamos a todo {pais}. {urgencia}",
  "¿{Dolor}? Prueba {producto} de {marca}. {Beneficio}. {prueba}. {Oferta} 👉 haz tu pedido hoy.",
  "{prueba}. Descubre por qué todos hablan de {producto} de {marca}: {beneficio}. {urgencia}",
  "🔥 {urgencia} {Oferta} en {producto}. {Beneficio}. Pago contra entrega en {pais}.",
  "Probamos {producto} durante 30 días. Resultado: {beneficio}. {Oferta}. Compra segura en {marca}.",
  "NUEVO en {marca} 🎉 {Producto}. {Beneficio}. {Oferta}. Unidades limitadas.",
] as const;

export const TITLES = ["{Nombre} {marca}", "{Oferta}", "{Nombre}: {oferta}", "Tienda oficial {marca}"] as const;
export const DESCRIPTIONS = [
  "Envío gratis a todo {pais}",
  "Paga al recibir tu pedido",
  "Garantía de satisfacción de 30 días",
  "Compra 100% segura",
  "Atención personalizada por WhatsApp",
] as const;

export const URGENCY = [
  "Solo por hoy.",
  "Últimas unidades disponibles.",
  "Oferta válida hasta agotar existencias.",
  "Termina este domingo.",
  "Quedan pocas unidades.",
] as const;
export const SOCIAL_PROOF = [
  "Más de 10.000 clientes felices",
  "4,9 ⭐ de calificación en más de 2.000 reseñas",
  "Recomendado por especialistas",
  "El más vendido del mes",
  "Miles de pedidos entregados en {pais}",
] as const;

/** Meme captions, one per file in public/demo/memes (same order). */
export const MEME_CAPTIONS = [
  "Cuando llega tu pedido antes de lo prometido 😂",
  "Yo: solo voy a mirar. También yo: 3 en el carrito 🛒",
  "Mi cara cuando veo envío gratis 😍",
  "Nadie: … Yo a las 2 a. m. comprando gadgets 🤣",
  "Expectativa vs. realidad: aquí sí es igual a la foto ✅",
  "Cuando tu mascota ama su cama nueva más que a ti 🐶",
] as const;

/** Copy for languages other than Spanish: English and Portuguese in full, the rest a localized line. */
export type LocaleCopy = { bodies: readonly string[]; titles: readonly string[]; descriptions: readonly string[] };

export const LOCALE_COPY: Readonly<Record<string, LocaleCopy>> = {
  en: {
    bodies: [
      "Meet {marca}: the {nicho} brand thousands of customers love. Free shipping today only!",
      "Upgrade your {nicho} routine with {marca}. 40% off this week. Shop now 👉",
      "Why is everyone talking about {marca}? Rated 4.9 ⭐ by thousands of buyers. Limited stock!",
    ],
    titles: ["{marca} – Official Store", "40% off today", "Free shipping on all orders"],
    descriptions: ["Free shipping on all orders", "30-day money-back guarantee"],
  },
  pt: {
    bodies: [
      "Conheça a {marca}: a marca de {nicho} que conquistou milhares de clientes. Frete grátis só hoje!",
      "Renove sua rotina de {nicho} com {marca}. 40% de desconto nesta semana. Compre agora 👉",
      "Por que todo mundo fala da {marca}? Nota 4,9 ⭐. Estoque limitado!",
    ],
    titles: ["{marca} – Loja oficial", "Frete grátis", "40% de desconto hoje"],
    descriptions: ["Frete grátis para todo o país", "Pague na entrega"],
  },
  fr: {
    bodies: ["Découvrez {marca}. Livraison gratuite aujourd'hui seulement !"],
    titles: ["{marca}"],
    descriptions: ["Livraison gratuite"],
  },
  de: { bodies: ["Entdecke {marca}. Nur heute versandkostenfrei!"], titles: ["{marca}"], descriptions: ["Kostenloser Versand"] },
  it: { bodies: ["Scopri {marca}. Spedizione gratuita solo oggi!"], titles: ["{marca}"], descriptions: ["Spedizione gratuita"] },
  nl: { bodies: ["Ontdek {marca}. Alleen vandaag gratis verzending!"], titles: ["{marca}"], descriptions: ["Gratis verzending"] },
  pl: { bodies: ["Odkryj {marca}. Darmowa dostawa tylko dzisiaj!"], titles: ["{marca}"], descriptions: ["Darmowa dostawa"] },
  sv: { bodies: ["Upptäck {marca}. Fri frakt endast idag!"], titles: ["{marca}"], descriptions: ["Fri frakt"] },
  ca: { bodies: ["Descobreix {marca}. Enviament gratuït només avui!"], titles: ["{marca}"], descriptions: ["Enviament gratuït"] },
  ro: { bodies: ["Descoperă {marca}. Livrare gratuită doar astăzi!"], titles: ["{marca}"], descriptions: ["Livrare gratuită"] },
  el: { bodies: ["Ανακαλύψτε το {marca}. Δωρεάν αποστολή μόνο σήμερα!"], titles: ["{marca}"], descriptions: ["Δωρεάν αποστολή"] },
  ru: {
    bodies: ["Откройте для себя {marca}. Бесплатная доставка только сегодня!"],
    titles: ["{marca}"],
    descriptions: ["Бесплатная доставка"],
  },
  uk: {
    bodies: ["Відкрийте для себе {marca}. Безкоштовна доставка лише сьогодні!"],
    titles: ["{marca}"],
    descriptions: ["Безкоштовна доставка"],
  },
  tr: { bodies: ["{marca} ile tanışın. Sadece bugün ücretsiz kargo!"], titles: ["{marca}"], descriptions: ["Ücretsiz kargo"] },
  ar: { bodies: ["اكتشف {marca}. شحن مجاني اليوم فقط!"], titles: ["{marca}"], descriptions: ["شحن مجاني"] },
  he: { bodies: ["גלו את {marca}. משלוח חינם רק היום!"], titles: ["{marca}"], descriptions: ["משלוח חינם"] },
  hi: { bodies: ["{marca} देखें। केवल आज मुफ़्त शिपिंग!"], titles: ["{marca}"], descriptions: ["मुफ़्त शिपिंग"] },
  zh: { bodies: ["探索 {marca}。仅限今日免运费！"], titles: ["{marca}"], descriptions: ["免运费"] },
  ja: { bodies: ["{marca} をチェック。本日限り送料無料！"], titles: ["{marca}"], descriptions: ["送料無料"] },
  ko: { bodies: ["{marca}을(를) 만나보세요. 오늘만 무료 배송!"], titles: ["{marca}"], descriptions: ["무료 배송"] },
  id: { bodies: ["Temukan {marca}. Gratis ongkir hanya hari ini!"], titles: ["{marca}"], descriptions: ["Gratis ongkir"] },
  tl: { bodies: ["Tuklasin ang {marca}. Libreng shipping ngayong araw lang!"], titles: ["{marca}"], descriptions: ["Libreng shipping"] },
  vi: { bodies: ["Khám phá {marca}. Miễn phí vận chuyển chỉ hôm nay!"], titles: ["{marca}"], descriptions: ["Miễn phí vận chuyển"] },
};

/** Special-category bodies in English and Portuguese (the shop lines would read oddly there). */
export const SPECIAL_LOCALE_BODIES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: {
    vivienda: "New homes by {marca}: flexible financing and move-in ready units. Book a visit today.",
    empleo: "{marca} is hiring! Flexible schedules, paid training and room to grow. Apply today.",
    finanzas: "{marca}: open your account online in minutes. No fees, no paperwork.",
    causas: "Join {marca} and make your voice heard in your community. Sign and share.",
  },
  pt: {
    vivienda: "Imóveis na planta com a {marca}: financiamento facilitado. Agende sua visita.",
    empleo: "A {marca} está contratando! Horário flexível e treinamento pago. Candidate-se hoje.",
    finanzas: "{marca}: abra sua conta digital em minutos, sem tarifas e sem burocracia.",
    causas: "Junte-se à {marca} e faça sua voz ser ouvida. Assine e compartilhe.",
  },
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Fills `{name}` placeholders; `{Name}` gives the capitalized value. Spanish contractions are fixed
 * afterwards ("de el" → "del", "a el" → "al"), since templates put an article after a preposition,
 * and so is a doubled full stop.
 */
export function fillTemplate(template: string, vars: Readonly<Record<string, string>>): string {
  const filled = template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const lower = key.charAt(0).toLowerCase() + key.slice(1);
    const value = vars[lower];
    if (value === undefined) return whole;
    return key === lower ? value : capitalize(value);
  });
  return (
    filled
      .replace(/\b([Dd]e|[Aa]) el\b/g, (_m, prep: string) => (prep.toLowerCase() === "de" ? `${prep.charAt(0)}el` : `${prep}l`))
      // A value ending in a period ("Crecer & Co.") before the template's own period.
      .replace(/([.!?])\./g, "$1")
  );
}

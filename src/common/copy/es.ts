// Las palabras de la página en español (/es/): the same shape as en.ts, written for the
// business's Spanish-speaking customers (usted), not word for word. Prices and numbers come from
// the site config, so they never differ between the two pages.
import { SMS_CONSENT_TEXT_ES } from '../sms-consent-es.ts';
import { dollars } from '../prices.ts';
import { BOOK_PATHS, HOME_PATHS } from '../pages.ts';
import { pageConfig } from '../page-config.ts';
import type { PageCopy } from './en.ts';

const ava = pageConfig.receptionistName;
// The membership a new install starts with recurs at this rhythm; its words here say so.
const every = pageConfig.plans.find((plan) => plan.id === 'membership')!.everyWeeks;

export const es: PageCopy = {
  lang: 'es',
  skip: 'Ir al contenido',
  site: {
    tagline: 'Botes limpios. Acera feliz.',
    longNote: (b) => `Limpieza profesional de botes de basura en el área metropolitana de ${b.city}.`,
    title: (b) => `${b.brandName} | Limpieza de botes de basura en ${b.city}`,
    descriptionFrom: (price) =>
      `Lavamos, desinfectamos y desodorizamos sus botes de basura en la acera, el día después de la recolección. Limpieza única desde ${price}.`,
  },
  header: {
    nav: 'Principal',
    pricing: 'Precios',
    contact: 'Contacto',
    poweredBy: 'Con tecnología de',
    call: 'Llamar',
    callNumber: (phone) => `Llamar al ${phone}`,
  },
  hero: {
    title: 'Botes de basura limpios y desinfectados.',
    titleAccent: 'Justo después de la recolección.',
    description:
      'Lavamos a presión, desinfectamos y desodorizamos sus botes en la acera, con tapas y ruedas, el día después de la recolección. Sin olor ni manguera en su entrada.',
    audience: 'Para hogares y negocios.',
    seePricing: 'Ver precios',
    contactUs: 'Contáctenos',
    bookOnline: 'Reservar en línea',
    imageAlt: 'Dos botes de basura recién lavados, con burbujas de jabón',
    badges: ['Después de la recolección', 'Agua caliente', 'Aroma fresco'],
  },
  talk: {
    talk: `Hablar con ${ava}`,
    hangUp: 'Colgar',
    connecting: `Conectando con ${ava}…`,
    onCall: `En llamada con ${ava}`,
    panel: {
      consent: `Antes de hablar con ${ava}`,
      ended: 'Llamada terminada',
      micProblem: `${ava} todavía no le escucha`,
      chat: `Chat con ${ava}`,
      active: `En llamada con ${ava}`,
      connecting: `Conectando con ${ava}…`,
      close: 'Cerrar el panel',
      oneMoment: 'Un momento…',
      cancel: 'Cancelar',
    },
    firstMessage: (b) =>
      `Hola, soy ${ava} de ${b.brandName}. Puedo responder sus preguntas o reservar la limpieza de sus botes. ¿En qué le puedo ayudar?`,
  },
  pricing: {
    eyebrow: 'Precios',
    title: 'Precios claros y sencillos',
    lead: `Sin contratos ni cargos ocultos. Elija un plan y ${ava} lo agenda en una llamada.`,
    leadWithoutVoice: 'Sin contratos ni cargos ocultos. Elija un plan y resérvelo en línea.',
    popular: 'El más popular',
    selected: 'Su plan elegido',
    bookOnline: 'Reservar en línea',
    bookPath: BOOK_PATHS.es,
    note: (b) => `Precios por bote municipal estándar, en el área de ${b.city}.`,
    plans: {
      'one-time': {
        name: 'Limpieza única',
        frequency: 'primer bote',
        description: 'Un lavado profundo cuando lo necesite. Ideal antes de una mudanza.',
        features: ['Agua caliente a presión, por dentro y por fuera', 'Desinfectado y desodorizado', 'Tapas, asas y ruedas incluidas'],
        buttonText: 'Reservar',
      },
      membership: {
        name: 'Membresía Pristine',
        frequency: `cada ${every} semanas`,
        description: `Sus botes limpios cada ${every} semanas, tras la recolección, para que nunca huelan mal.`,
        features: [
          `Una limpieza cada ${every} semanas`,
          'Limpieza profunda de temporada una vez por trimestre',
          'Pause o cancele cuando quiera',
        ],
        buttonText: 'Empezar membresía',
      },
      commercial: {
        name: 'Comercial',
        frequency: 'a medida',
        description: 'Restaurantes, apartamentos y oficinas: cada contenedor, a su horario.',
        features: ['Cualquier número de contenedores', 'Lavado del área de contenedores', 'Horario y facturación flexibles'],
        buttonText: 'Pedir propuesta',
      },
    },
    prices: ({ cents }) =>
      cents
        ? { price: dollars(cents.first), extraCost: `+${dollars(cents.extra)} por bote adicional` }
        : { price: 'Precio', extraCost: 'Descuentos por volumen' },
  },
  how: {
    eyebrow: 'Cómo funciona',
    title: 'Botes limpios en tres pasos',
    steps: [
      {
        title: 'Reserve en un minuto',
        text: 'Envíe el formulario o hable con Ava: su día de recolección y cuántos botes tiene.',
        textWithoutVoice: 'Reserve en línea o envíe el formulario: su día de recolección y cuántos botes tiene.',
      },
      {
        title: 'Deje los botes en la acera',
        text: 'Cuando el camión los vacíe, déjelos afuera. Pasamos al día siguiente.',
      },
      {
        title: 'Vuelva a casa con botes limpios',
        text: 'Agua caliente, desinfectante y desodorante: limpios y con buen olor.',
      },
    ],
    windowTitle: 'Horario de servicio',
    window: 'Limpiamos entre las 8 AM y las 4 PM el día después de su recolección. No necesita estar en casa.',
  },
  gallery: {
    eyebrow: 'Galería',
    title: 'Vea nuestro trabajo',
    lead: 'Lavado caliente, desinfectante y desodorante. Toque una foto para verla de cerca.',
    images: [
      { alt: 'Un bote sucio con moscas y el mismo bote, limpio', title: 'Antes y después' },
      { alt: 'Agua caliente lavando el interior de un bote verde', title: 'Lavado a presión caliente' },
      { alt: 'Un bote azul de reciclaje junto a un desinfectante', title: 'Tapas y bordes desinfectados' },
      { alt: 'Agua en las ruedas y la base de un bote oscuro', title: 'También ruedas y asas' },
      { alt: 'Dos botes limpios en la acera', title: 'En la acera, después de la recolección' },
      { alt: 'Un área comercial limpia con un contenedor verde', title: 'Áreas de contenedores comerciales' },
    ],
    previous: 'Imagen anterior',
    next: 'Imagen siguiente',
    close: 'Cerrar',
    position: (index, count) => `${index} de ${count}`,
  },
  area: {
    eyebrow: 'Área de servicio',
    title: (b) => `Servimos el área de ${b.city}`,
    areas: 'Zonas donde trabajamos',
    checkTitle: '¿Llegamos a su calle?',
    zipLabel: 'Su código postal',
    check: 'Verificar',
    invalid: 'Escriba un código postal de 5 dígitos.',
    served: (zip) => `¡Buenas noticias: llegamos al ${zip}!`,
    notServed: (zip, b) => `Todavía no llegamos al ${zip}. Envíenos un mensaje y le avisaremos cuando ${b.brandName} llegue a su zona.`,
  },
  faq: {
    eyebrow: 'Preguntas',
    title: 'Preguntas frecuentes',
    items: [
      {
        question: '¿Necesito estar en casa?',
        answer: 'No. Deje sus botes en la acera tras la recolección y nosotros nos encargamos, entre las 8 AM y las 4 PM.',
      },
      {
        question: '¿Con qué limpian los botes?',
        answer: 'Agua caliente a presión, desinfectante biodegradable y desodorante. Recogemos el agua del lavado.',
      },
      {
        question: '¿Qué botes limpian?',
        answer: 'Botes municipales de basura, reciclaje y jardín. Los contenedores comerciales se cotizan aparte.',
      },
      {
        question: '¿Cómo pago?',
        answer: 'Le enviamos un enlace de pago seguro por texto tras su primera limpieza. La membresía se puede pausar o cancelar.',
      },
      {
        question: '¿Y si llueve?',
        answer: 'La lluvia ligera no es problema. Con tormenta, pasamos su limpieza al siguiente día de servicio y le avisamos.',
      },
    ],
  },
  contact: {
    eyebrow: 'Contacto',
    title: 'Escríbanos',
    lead: `Envíenos un mensaje o hable con ${ava} para reservar al instante.`,
    leadWithoutVoice: 'Envíenos un mensaje o elija un plan y resérvelo en línea.',
    formTitle: 'Envíenos un mensaje',
    formLead: 'Le responderemos pronto',
    ctaTitle: '¿Listo para tener botes limpios?',
    cta: `Use el botón verde del teléfono, arriba, para llamar a ${ava} y reservar en minutos.`,
    ctaWithoutVoice: 'Elija un plan arriba y resérvelo en línea en minutos.',
  },
  form: {
    name: 'Envíenos un mensaje',
    status: '¿Es cliente nuevo o ya nos conoce?',
    statuses: { New: 'Nuevo', Returning: 'Ya soy cliente' },
    fullName: 'Nombre completo',
    mobile: 'Celular',
    mobileHint: '(citas por texto)',
    email: 'Correo electrónico',
    street: 'Dirección',
    zip: 'Código postal',
    serviceType: 'Tipo de servicio',
    serviceTypes: { 'One-Time': 'Limpieza única', Membership: 'Membresía', Commercial: 'Comercial' },
    notes: 'Notas',
    optional: '(opcional)',
    honeypot: 'Deje este campo vacío',
    consent: SMS_CONSENT_TEXT_ES,
    send: 'Enviar mensaje',
    sending: 'Enviando...',
    sent: { title: '¡Mensaje enviado!', description: 'Le responderemos lo antes posible.' },
    bookNow: { text: '¡Mensaje enviado! ¿Quiere elegir su fecha ahora?', link: 'Reservar en línea' },
    failed: { title: 'Error', description: 'No se pudo enviar el mensaje. Inténtelo de nuevo.' },
  },
  formResult: {
    pageTitle: 'Su mensaje',
    invalid: {
      title: 'Revise su mensaje',
      text: 'Algunos datos necesitan corrección antes de enviarlo. Todo lo que escribió sigue aquí.',
    },
    failed: { title: 'Error', text: 'No se pudo enviar el mensaje. Inténtelo de nuevo.' },
    refused: {
      title: 'Use nuestro sitio web',
      text: (b) => `Este formulario solo se puede enviar desde ${b.siteUrl.replace(/^https?:\/\//, '')}.`,
    },
    call: 'También puede llamarnos al',
    back: (b) => `Volver a ${b.brandName}`,
    home: HOME_PATHS.es,
  },
  notFound: {
    title: '404 Página no encontrada',
    router: '¿Olvidó agregar la página al enrutador?',
    text: 'No encontramos esa página. Puede que se haya movido o que la dirección tenga un error.',
    back: 'Volver a la página principal',
  },
  footer: {
    contactDetails: 'Datos de contacto',
    newTab: '(se abre en otra pestaña)',
    poweredBy: 'Con tecnología de',
    rights: 'Todos los derechos reservados.',
  },
};

// The call panel's words in Spanish (usted), the shape of panel-en.ts.
import { siteConfig } from '../site-config.ts';
import type { PanelCopy } from './panel-en.ts';
import { brandName as brand, phoneWords as phone } from '../page-business.ts';

const ava = siteConfig.receptionistName;

export const panelEs: PanelCopy = {
  disclosure: `${ava} es una recepcionista con inteligencia artificial. Las llamadas y los chats pueden grabarse y transcribirse para atenderle.`,
  typeInstead: 'Escribir',
  micOnlyDuringCall: 'Su micrófono se usa solo durante la llamada.',
  agree: 'Acepto, empezar la llamada',
  get thanks() {
    return `Gracias por llamar a ${brand()}.`;
  },
  callAgain: 'Llamar de nuevo',
  close: 'Cerrar',
  stages: {
    'input-validation': 'Preparando',
    initialization: 'Preparando',
    'web-call-creation': `Llamando a ${ava}`,
    'daily-call-object-creation': 'Preparando el audio',
    'mobile-permissions': 'Pidiendo su micrófono',
    'daily-call-join': 'Entrando a la llamada',
    'video-recording-setup': 'Preparando el audio',
    'audio-observer-setup': 'Preparando el audio',
    'audio-processing-setup': 'Preparando el audio',
  },
  gettingReady: 'Preparando',
  cancel: 'Cancelar',
  you: 'Usted',
  youTyped: 'Usted (escrito)',
  speaking: `${ava} está hablando`,
  mute: 'Silenciar',
  hangUp: 'Colgar',
  captions: 'Subtítulos',
  hideCaptions: 'Ocultar subtítulos',
  liveCaptions: 'Subtítulos en vivo',
  captionsEmpty: 'Aquí aparecen los subtítulos mientras habla.',
  typeMessage: 'Escriba un mensaje',
  send: 'Enviar',
  conversation: `Conversación con ${ava}`,
  chatEmpty: `Haga una pregunta o dígale a ${ava} que quiere reservar una limpieza.`,
  get chatFailed() {
    return `${ava} no pudo responder ahora. Inténtelo de nuevo, llame al ${phone()} o envíenos un mensaje.`;
  },
  typing: `${ava} está escribiendo`,
  endChat: 'Terminar el chat',
  mic: {
    permissions: 'Su navegador está bloqueando el micrófono para este sitio.',
    firefox: 'Haga clic en el micrófono tachado de la barra de direcciones, quite el bloqueo y vuelva a intentarlo.',
    safari: 'En el menú de Safari, abra Ajustes de este sitio web, ponga Micrófono en Permitir y vuelva a intentarlo.',
    other:
      'Haga clic en el icono a la izquierda de la barra de direcciones (un candado o controles), ponga Micrófono en Permitir y vuelva a intentarlo.',
    notFound: 'No encontramos un micrófono.',
    notFoundFix: 'Conecte uno, o elija uno en los ajustes de sonido de su dispositivo, y vuelva a intentarlo.',
    inUse: 'Otra aplicación o pestaña está usando su micrófono.',
    inUseFix: 'Ciérrela (una videollamada, por ejemplo) y vuelva a intentarlo.',
    unsupported: 'Este navegador no puede usar un micrófono en esta página.',
    unsupportedFix: 'Abra el sitio en Chrome, Edge, Firefox o Safari actualizados, o escríbanos.',
    otherWay: `O comuníquese con ${ava} de otra forma:`,
    tryAgain: 'Intentar de nuevo',
    get call() {
      return `Llamar al ${phone()}`;
    },
    sendMessage: 'Enviar un mensaje',
  },
  confirmation: {
    booked: (plan) => `Reservado: ${plan}`,
    when: 'Cuándo',
    plan: 'Plan',
    name: 'Nombre',
    where: 'Dónde',
    reference: 'Referencia',
    next: 'Después',
    onItsWay: (email) => `Le enviamos una confirmación a ${email}.`,
  },
};

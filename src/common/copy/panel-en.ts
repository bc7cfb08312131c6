// The call panel's words in English: its views, the microphone help, the chat, the confirmation.
// A catalog of its own, loaded with the panel's code on the first sign of intent (never in the
// first load); panel-es.ts has the same shape.
import { pageConfig } from '../page-config.ts';
import { phoneOf, type PageBusiness } from '../page-business.ts';

const ava = pageConfig.receptionistName;

export const panelEn = {
  disclosure: pageConfig.voice.disclosure.replaceAll('{name}', ava),
  typeInstead: 'Type instead',
  micOnlyDuringCall: 'Your microphone is used only during the call.',
  agree: 'I agree, start the call',
  thanks: (b: PageBusiness) => `Thanks for calling ${b.brandName}.`,
  callAgain: 'Call again',
  close: 'Close',
  /** The SDK's stages while a call starts, by the names its events give. */
  stages: {
    'input-validation': 'Getting ready',
    initialization: 'Getting ready',
    'web-call-creation': `Reaching ${ava}`,
    'daily-call-object-creation': 'Preparing the audio',
    'mobile-permissions': 'Asking for your microphone',
    'daily-call-join': 'Joining the call',
    'video-recording-setup': 'Setting up the audio',
    'audio-observer-setup': 'Setting up the audio',
    'audio-processing-setup': 'Setting up the audio',
  } as Record<string, string>,
  gettingReady: 'Getting ready',
  cancel: 'Cancel',
  you: 'You',
  youTyped: 'You (typed)',
  speaking: `${ava} is speaking`,
  mute: 'Mute',
  hangUp: 'Hang up',
  captions: 'Captions',
  hideCaptions: 'Hide captions',
  liveCaptions: 'Live captions',
  captionsEmpty: 'Captions appear here as you talk.',
  typeMessage: 'Type a message',
  send: 'Send',
  conversation: `Conversation with ${ava}`,
  chatEmpty: `Ask a question, or tell ${ava} you would like to book a cleaning.`,
  chatFailed: (b: PageBusiness) => `${ava} could not answer just now. Please try again, call ${phoneOf(b)} or send us a message.`,
  typing: `${ava} is typing`,
  endChat: 'End chat',
  mic: {
    permissions: 'Your browser is blocking the microphone for this site.',
    firefox: 'Click the crossed-out microphone in the address bar, remove the block, then try again.',
    safari: 'In the Safari menu, open Settings for This Website, set Microphone to Allow, then try again.',
    other: 'Click the icon at the left of the address bar (a lock or sliders), set Microphone to Allow, then try again.',
    notFound: 'We could not find a microphone.',
    notFoundFix: "Plug one in, or choose one in your device's sound settings, then try again.",
    inUse: 'Another app or tab is using your microphone.',
    inUseFix: 'Close it (a video call, say), then try again.',
    unsupported: 'This browser cannot use a microphone on this page.',
    unsupportedFix: 'Open the site in an up-to-date Chrome, Edge, Firefox or Safari, or type to us instead.',
    otherWay: `Or reach ${ava} another way:`,
    tryAgain: 'Try again',
    call: (b: PageBusiness) => `Call ${phoneOf(b)}`,
    sendMessage: 'Send a message',
  },
  confirmation: {
    booked: (plan: string) => `Booked: ${plan}`,
    when: 'When',
    plan: 'Plan',
    name: 'Name',
    where: 'Where',
    reference: 'Reference',
    next: 'Next',
    onItsWay: (email: string) => `A confirmation is on its way to ${email}.`,
  },
};

export type PanelCopy = typeof panelEn;

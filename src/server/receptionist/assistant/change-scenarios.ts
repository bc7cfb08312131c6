// The scenarios of what customers change after booking, by call and by text, in English and
// Spanish: each change tool asked, each with a refusal somewhere, Ava saying the tool's answer
// (its own English words) in the caller's language.
import { exchange, FROM_THEIR_PHONE, oneOf, says, type Scenario } from './scenario-parts.ts';

export const MOVED =
  'Moved: the visit of Wednesday, December 2 is now on Tuesday, December 8. A confirmation is on its way by e-mail and text.';
const NOT_THEIRS =
  'Not moved. First confirm the mobile is theirs: call send_phone_code, ask for the code it texts them, and call confirm_phone_code.';

// The tools' answers, as they give them.
const viaCall = { mobile: '404 555 0199' };
const viaText = { mobile: '+14045550199' };
const skipped = 'Skipped the visit of Wednesday, December 2. The next one: Wednesday, December 30. A confirmation is on its way.';
const oneVisit = 'Not skipped: a one-time clean has one visit. Offer to move it, or to cancel the booking.';
const cancelled = 'Cancelled: no visit is planned. A confirmation is on its way by e-mail (with any refund the terms give).';
const given = 'Not cancelled: the clean has already been given.';
const pauseFirst =
  'Not ended yet. First offer a pause instead (1 to 8 weeks, it resumes by itself; pause_membership). If they still want to end it, call cancel_booking again with pause_offered true.';
const cansAsked =
  'Not changed yet. Now: $40 every 4 weeks (2 cans). With 3 cans: $48 every 4 weeks (3 cans). Say the new price and ask them to agree; then call change_cans again with confirmed true.';
const cansPaid =
  'Not changed: this booking is paid already, so the team changes its cans and settles the difference. Tell them the team will call or text them.';
const paused =
  'Paused from Wednesday, December 2. The first visit after the pause: Wednesday, December 30. A confirmation is on its way by e-mail.';
const tooLong = 'Not paused. A pause is at most 8 weeks: offer a shorter one, or ending the membership.';
const resumed = 'Resumed. The next visit: Wednesday, December 9. A confirmation is on its way by e-mail.';
const resumeFull =
  'Not resumed: no date near Wednesday, December 9 has room, so the membership stays paused. Offer to have the owner call back.';

/**
 * What customers ask after booking, by text from their number (proven by the text) and by call:
 * a visit moved (and a full day refused, with the days the tool names), a visit skipped, a
 * membership ended only after a pause is offered, another person's booking refused.
 */
export function changeScenarios(): Scenario[] {
  const full = 'Not moved: that day is full. Days with room: Thursday, December 3 (2026-12-03), Friday, December 4 (2026-12-04).';
  const toDec8 = { mobile: '+14045550199', to: '2026-12-08' };
  return [
    exchange(
      'text: move the next visit to a day with room',
      'can you come tuesday dec 8 instead of my next clean?',
      ['move_visit', toDec8, MOVED],
      says(oneOf('December 8', 'Dec 8', 'moved')),
      FROM_THEIR_PHONE,
    ),
    exchange(
      'text: a full day refused, the days with room offered',
      'move my next clean to dec 8 please',
      ['move_visit', toDec8, full],
      says(oneOf('December 3', 'Dec 3', 'December 4', 'Dec 4')),
      FROM_THEIR_PHONE,
    ),
    exchange(
      'call: skip one visit of a membership',
      "I'm a member, we're away next week, can you skip my next visit? My mobile is 404 555 0199.",
      ['skip_visit', { mobile: '404 555 0199' }, skipped],
      says(oneOf('December 30', 'skipped')),
    ),
    exchange(
      'call: ending a membership offers a pause first',
      'I want to cancel my membership. Mobile 404 555 0199.',
      ['cancel_booking', { mobile: '404 555 0199' }, pauseFirst],
      says(oneOf('pause')),
    ),
    exchange(
      'text: more cans: the new price said before it is changed',
      'we got a third can, can you clean 3 from now on?',
      [
        'change_cans',
        { mobile: '+14045550199', cans: 3 },
        'Not changed yet. Now: $40 every 4 weeks (2 cans). With 3 cans: $48 every 4 weeks (3 cans). Say the new price and ask them to agree; then call change_cans again with confirmed true.',
      ],
      says(oneOf('$48', '48')),
      FROM_THEIR_PHONE,
    ),
    exchange(
      "call: another person's booking is refused",
      "Move my neighbour's clean to Friday, her mobile is 404 555 0111.",
      ['move_visit', { mobile: '404 555 0111' }, NOT_THEIRS],
      says(oneOf('code', 'confirm', 'verify', 'their own', 'account holder')),
    ),
  ];
}

/** The changes tools Ava makes to a booking: each is asked by call and by text, in English and Spanish. */
export const CHANGE_TOOLS = ['move_visit', 'skip_visit', 'cancel_booking', 'change_cans', 'pause_membership', 'resume_membership'] as const;

/**
 * The rest of that grid: every change tool by call and by text, in both languages, each with a
 * refusal somewhere (the tool says no; Ava says why in the caller's language and offers the way on).
 * The tool's answers are its own, in English, as the tools give them; Ava says them in the
 * caller's language.
 */
/**
 * A change asked by call or by text (the name says which: a text comes from the number texting),
 * the tool called with the caller's mobile (or the arguments given), its answer, and the words
 * any right reply says.
 */
const ask = (name: string, asked: string, tool: string, answer: string, judged: string[], args?: Record<string, unknown>) => {
  const text = name.includes('text:');
  return exchange(
    name,
    asked,
    [tool, args ?? (text ? viaText : viaCall), answer],
    says(oneOf(...judged)),
    text ? FROM_THEIR_PHONE : undefined,
  );
};

export const moreChangeScenarios: Scenario[] = [
  // Skipping.
  ask('text: skip the next visit', 'skip my next clean please, we are away', 'skip_visit', skipped, ['December 30', 'skipped']),
  ask('text: a one-time clean cannot be skipped, moving offered', 'can you skip my clean?', 'skip_visit', oneVisit, ['move', 'cancel']),
  ask(
    'es: call: skip one visit',
    'Soy miembro y estaremos fuera. ¿Pueden saltar mi próxima visita? Mi celular es 404 555 0199.',
    'skip_visit',
    skipped,
    ['30 de diciembre', 'saltad', 'omitid', 'cancelad'],
  ),
  ask('es: text: skip the next visit', 'por favor salten mi próxima limpieza', 'skip_visit', skipped, [
    '30 de diciembre',
    'saltad',
    'omitid',
  ]),
  // Cancelling.
  ask('text: cancel a one-time clean', 'please cancel my clean', 'cancel_booking', cancelled, ['cancel']),
  ask('call: a clean already given cannot be cancelled', 'Cancel my one-time clean please. Mobile 404 555 0199.', 'cancel_booking', given, [
    'already',
    'done',
    'given',
    'completed',
  ]),
  ask(
    'es: call: ending a membership offers a pause first',
    'Quiero cancelar mi membresía. Mi celular es 404 555 0199.',
    'cancel_booking',
    pauseFirst,
    ['pausa', 'pausar'],
  ),
  ask('es: text: cancel a one-time clean', 'quiero cancelar mi limpieza', 'cancel_booking', cancelled, ['cancelad', 'cancelamos']),
  // Changing the cans.
  ask(
    'call: more cans: the new price said first',
    "We have three cans now, can you clean 3? I'm 404 555 0199.",
    'change_cans',
    cansAsked,
    ['$48', '48'],
    { ...viaCall, cans: 3 },
  ),
  ask(
    "call: cans of a paid booking are the team's to change",
    'Add a can to my clean, mobile 404 555 0199.',
    'change_cans',
    cansPaid,
    ['team', 'call you', 'text you', 'reach out'],
    { ...viaCall, cans: 3 },
  ),
  ask(
    'es: call: more cans: the new price said first',
    'Ahora tenemos tres botes, ¿pueden limpiar 3? Mi celular es 404 555 0199.',
    'change_cans',
    cansAsked,
    ['$48', '48'],
    { ...viaCall, cans: 3 },
  ),
  ask(
    'es: text: more cans: the new price said first',
    'tenemos 3 botes ahora, pueden limpiar los 3?',
    'change_cans',
    cansAsked,
    ['$48', '48'],
    { ...viaText, cans: 3 },
  ),
  // Pausing.
  ask(
    'call: pause a membership',
    'Please pause my membership for two weeks. Mobile 404 555 0199.',
    'pause_membership',
    paused,
    ['paused', 'December 30'],
    { weeks: 2 },
  ),
  ask('text: a pause too long refused, a shorter one offered', 'pause my membership for 6 months', 'pause_membership', tooLong, [
    '8 weeks',
    'eight weeks',
    'shorter',
  ]),
  ask(
    'es: text: pause a membership',
    'pausen mi membresía dos semanas por favor',
    'pause_membership',
    paused,
    ['pausa', 'pausada', 'pausado', '30 de diciembre'],
    { weeks: 2 },
  ),
  // Resuming.
  ask(
    'call: resume a paused membership',
    "We're back early, please restart my membership. Mobile 404 555 0199.",
    'resume_membership',
    resumed,
    ['December 9', 'resumed'],
  ),
  ask(
    'text: resume refused: no room near the date, a call back offered',
    'we are back, start my cleans again',
    'resume_membership',
    resumeFull,
    ['call', 'paused', 'room'],
  ),
  ask(
    'es: call: resume a paused membership',
    'Ya volvimos, reanuden mi membresía. Mi celular es 404 555 0199.',
    'resume_membership',
    resumed,
    ['9 de diciembre', 'reanudad', 'reactivad'],
  ),
  ask('es: text: resume a paused membership', 'ya volvimos, reanuden mis limpiezas', 'resume_membership', resumed, [
    '9 de diciembre',
    'reanudad',
    'reactivad',
  ]),
];

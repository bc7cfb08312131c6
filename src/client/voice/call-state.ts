// The page's call state: what the floating button, the pricing cards and the call panel read.
// Apart from the controller that changes it, so the event handling that loads later can name it
// without importing the controller (which imports that handling).
import type { CallConfirmation } from '../../common/call-confirmation.ts';
import type { Caption, MicProblem } from './call-messages.ts';

export type CallStatus = 'inactive' | 'connecting' | 'active';
/** What the call panel shows: the consent question, the call (connecting or live), its end, a microphone problem, or the text chat. */
export type PanelView = 'consent' | 'call' | 'ended' | 'mic-problem' | 'chat';

export interface CallState {
  status: CallStatus;
  panelOpen: boolean;
  view: PanelView;
  /** The start stage the SDK last reported, while connecting. */
  stage: string | null;
  /** The receptionist's voice: speaking, and its level 0..1. */
  speaking: boolean;
  volume: number;
  /** The caller's microphone level 0..1. */
  callerVolume: number;
  muted: boolean;
  /** When the call became active (for the timer). */
  startedAt: number | null;
  captions: Caption[];
  confirmation: CallConfirmation | null;
  micProblem: MicProblem | null;
  selectedPlan: string;
}

/** Nothing under way: the call's own figures (reset whenever a call ends) ... */
export const quiet = { stage: null, speaking: false, volume: 0, callerVolume: 0, muted: false, startedAt: null } as const;
/** ... and the page's state before any call (also what the server renders). */
export const IDLE: CallState = {
  ...quiet,
  status: 'inactive',
  panelOpen: false,
  view: 'call',
  captions: [],
  confirmation: null,
  micProblem: null,
  selectedPlan: '',
};

// The pieces every scenario of `npm run assistant:test` is made of: the platform's chat mock
// messages (a customer's turn, a mocked tool result, a checkpoint on what Ava says or calls) and
// the patterns the checkpoints judge by.

export type Message =
  | { role: 'user'; content: string }
  | { role: 'tool'; content: string }
  | {
      role: 'assistant';
      judgePlan: { type: 'regex'; content: string; toolCalls?: { name: string; arguments?: Record<string, unknown> }[] };
    };

export interface Scenario {
  name: string;
  messages: Message[];
  /** The variables the conversation runs with (a texted one: the channel and the number texting). */
  variables?: Record<string, string>;
  /** An assistant of its own to run against, in place of the synced one (the owner's words with an instruction planted in them). */
  assistant?: Record<string, unknown>;
}

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A pattern matching the text in any case ('Yes' → '[Yy][Ee][Ss]'): no inline flags, which not every engine takes. */
export const anyCase = (text: string) => escape(text).replace(/[a-z]/gi, (c) => `[${c.toUpperCase()}${c.toLowerCase()}]`);
export const oneOf = (...words: string[]) => `(${words.map(anyCase).join('|')})`;
export const says = (pattern: string): Message => ({ role: 'assistant', judgePlan: { type: 'regex', content: pattern } });
export const calls = (name: string, args: Record<string, unknown>): Message => ({
  role: 'assistant',
  judgePlan: { type: 'regex', content: '.*', toolCalls: [{ name, arguments: args }] },
});

/** A customer texting from the number their booking was made with. */
export const FROM_THEIR_PHONE = { channel: 'text', textFrom: '+14045550199' };

/** One exchange: the customer asks, Ava calls the tool with these arguments, it answers, she says so as judged. */
export const exchange = (
  name: string,
  asked: string,
  [tool, args, answer]: [string, Record<string, unknown>, string],
  said: Message,
  variables?: Record<string, string>,
): Scenario => ({
  name,
  ...(variables ? { variables } : {}),
  messages: [{ role: 'user', content: asked }, calls(tool, args), { role: 'tool', content: answer }, said],
});

// Signing in to the account, without JavaScript: a mobile number or an e-mail address, then the
// 6-digit code sent to it. A refusal is said in words under the field it concerns.
import type { AccountSignIn as SignInData } from '../../common/account-page.ts';
import type { AccountCopy } from '../../common/copy/account-copy.ts';

const field = 'mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-3 text-lg';
export const primaryButton =
  'min-h-11 rounded-xl bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
export const linkButton =
  'min-h-6 rounded font-semibold text-brand-800 underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** A field's words under it, read with the field. */
function FieldError({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <p id={id} className="mt-1 font-semibold text-red-800">
      {error}
    </p>
  ) : null;
}

export function AccountSignIn({ page, words }: { page: SignInData; words: AccountCopy }) {
  const { signIn } = words;
  if (page.step === 'code' && page.sentTo && page.by) {
    return (
      <>
        <h2 className="mt-6 text-xl font-bold text-brand-950">{signIn.codeTitle}</h2>
        <p className="mt-2 text-slate-800">{signIn.sentBy[page.by](page.sentTo)}</p>
        <form method="post" action={`${page.action}/verify`} className="mt-4 grid gap-3">
          <label htmlFor="code" className="font-semibold text-slate-800">
            {signIn.codeLabel}
          </label>
          <input
            id="code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,8}"
            maxLength={8}
            required
            aria-invalid={page.error ? true : undefined}
            aria-describedby={page.error ? 'code-error' : undefined}
            className={`${field} max-w-48 tracking-widest`}
          />
          <FieldError id="code-error" error={page.error} />
          <button type="submit" className={`${primaryButton} w-fit`}>
            {signIn.submit}
          </button>
        </form>
        <form method="post" action={`${page.action}/code`} className="mt-6">
          <input type="hidden" name="address" value={page.sentTo} />
          <button type="submit" className={linkButton}>
            {signIn.again}
          </button>
        </form>
        <p className="mt-4">
          <a href={`${page.action}?step=ask`} className={linkButton}>
            {signIn.other}
          </a>
        </p>
      </>
    );
  }
  return (
    <>
      <p className="mt-3 text-slate-700">{signIn.lead}</p>
      <form method="post" action={`${page.action}/code`} className="mt-6 grid gap-2">
        <label htmlFor="address" className="font-semibold text-slate-800">
          {signIn.address}
        </label>
        <p id="address-hint" className="text-sm text-slate-600">
          {signIn.hint}
        </p>
        <input
          id="address"
          name="address"
          defaultValue={page.typed}
          autoComplete="username"
          maxLength={254}
          required
          aria-invalid={page.error ? true : undefined}
          aria-describedby={page.error ? 'address-hint address-error' : 'address-hint'}
          className={field}
        />
        <FieldError id="address-error" error={page.error} />
        <button type="submit" className={`${primaryButton} mt-2 w-fit`}>
          {signIn.send}
        </button>
      </form>
      <p className="mt-6 text-sm text-slate-600">{signIn.fromLink}</p>
    </>
  );
}

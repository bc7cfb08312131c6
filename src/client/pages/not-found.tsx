import { ButtonLink } from '../components/ui/button.tsx';

export function NotFound() {
  return (
    <main className="grid min-h-screen place-items-center bg-brand-50 px-4">
      <div className="max-w-md rounded-3xl bg-white p-10 text-center shadow-xl ring-1 ring-slate-200">
        <h1 className="text-3xl font-extrabold text-brand-950">404 Page Not Found</h1>
        <p className="mt-3 text-slate-600">Did you forget to add the page to the router?</p>
        <ButtonLink href="/" className="mt-8">
          Back to the home page
        </ButtonLink>
      </div>
    </main>
  );
}

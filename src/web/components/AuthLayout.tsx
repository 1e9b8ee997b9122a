import type { ReactNode } from 'react';

/** The centred card the sign-in pages share. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth">
      <div className="auth__card">
        <p className="brand">Tessera</p>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}

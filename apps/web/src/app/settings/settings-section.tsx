import type { ReactNode } from 'react';

/** One card of the settings page, named by its heading; `danger` for what cannot be undone. */
export function SettingsSection({
  id,
  title,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`flex flex-col gap-3 rounded-lg bg-slate-900 p-4 ${danger ? 'border border-red-900' : ''}`}
    >
      <h2 id={`${id}-heading`} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

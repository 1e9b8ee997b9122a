/** A person's initials on their colour (SPEC §5 initials). */
export function Avatar({ name, colour }: { name: string; colour: string }) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = (
    (words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : (words[0]?.[1] ?? ''))
  ).toUpperCase();
  return (
    <span className="avatar" style={{ background: colour || '#475569' }} aria-hidden="true">
      {initials}
    </span>
  );
}

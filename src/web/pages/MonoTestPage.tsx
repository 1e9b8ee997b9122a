import { AdminBackLink } from '../admin/AdminBackLink';
import { MonoSample } from '../admin/mono/MonoSample';
import { useLearnerSamples } from '../admin/mono/useLearnerSamples';
import '../admin/admin.css';

/** /admin/mono-test/: every block type, filled with sample content, as a learner sees it (a mono module is one such block). */
export function MonoTestPage() {
  const samples = useLearnerSamples();
  return (
    <main className="page admin">
      <title>Mono blocks · Admin · Tessera</title>
      <AdminBackLink />
      <h1>Mono blocks</h1>
      <p className="muted">
        Every block type with sample content, rendered by the learner’s player. A mono module is one block of a type:
        each has a link to make one.
      </p>
      {samples === null ? (
        <p role="status">Preparing the samples…</p>
      ) : (
        samples.map((block) => <MonoSample key={block.type} block={block} />)
      )}
    </main>
  );
}

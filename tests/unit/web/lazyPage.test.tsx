import { type ReactNode, Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesFromElements, Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../../src/web/components/lazyPage';
import { preloadPagesAt } from '../../../src/web/routes/preloadPage';

function EditorStub({ who }: { who: string }) {
  return <p>{`The editor for ${who}`}</p>;
}
function PreviewStub({ who }: { who: string }) {
  return <p>{`The preview for ${who}`}</p>;
}
const editorModule = { Page: EditorStub };
const previewModule = { Page: PreviewStub };

const shown = (element: ReactNode) => renderToStaticMarkup(<Suspense fallback={<p>Loading…</p>}>{element}</Suspense>);

describe('lazyPage', () => {
  it('suspends on its first showing when nothing brought its code, then shows the page', async () => {
    const Editor = lazyPage(() => Promise.resolve(editorModule), 'Page');
    expect(shown(<Editor who="Ada" />)).toContain('Loading…');
    await new Promise((resolve) => setTimeout(resolve));
    expect(shown(<Editor who="Ada" />)).toBe('<p>The editor for Ada</p>');
  });

  it('mounts at once, with its props, once preloaded', async () => {
    const Editor = lazyPage(() => Promise.resolve(editorModule), 'Page');
    await Editor.preload();
    expect(shown(<Editor who="Ada" />)).toBe('<p>The editor for Ada</p>');
  });
});

describe('preloadPagesAt', () => {
  const loaders = () => ({
    editor: vi.fn(() => Promise.resolve(editorModule)),
    preview: vi.fn(() => Promise.resolve(previewModule)),
  });

  it("brings only the code of the page the address shows, inside a layout route's children", async () => {
    const load = loaders();
    const Editor = lazyPage(load.editor, 'Page');
    const Preview = lazyPage(load.preview, 'Page');
    const routes = createRoutesFromElements(
      <Route element={<p>layout</p>}>
        <Route path="/edit/:id" element={<Editor who="Ada" />} />
        <Route path="/preview/:id" element={<Preview who="Ada" />} />
      </Route>,
    );
    await preloadPagesAt(routes, '/edit/abc');
    expect(load.editor).toHaveBeenCalledOnce();
    expect(load.preview).not.toHaveBeenCalled();
    expect(shown(<Editor who="Ada" />)).toBe('<p>The editor for Ada</p>');
  });

  it('resolves when the code could not come, and the page tries again when shown', async () => {
    const load = vi
      .fn<() => Promise<typeof editorModule>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(editorModule);
    const Editor = lazyPage(load, 'Page');
    const routes = createRoutesFromElements(<Route path="/edit/:id" element={<Editor who="Ada" />} />);
    await expect(preloadPagesAt(routes, '/edit/abc')).resolves.toBeUndefined();
    expect(shown(<Editor who="Ada" />)).toContain('Loading…');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does nothing at an address no page has', async () => {
    const load = loaders();
    const Editor = lazyPage(load.editor, 'Page');
    const routes = createRoutesFromElements(<Route path="/edit/:id" element={<Editor who="Ada" />} />);
    await preloadPagesAt(routes, '/nowhere');
    expect(load.editor).not.toHaveBeenCalled();
  });
});

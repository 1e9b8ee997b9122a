import { useMutation, useQuery } from '@tanstack/react-query';
import { Clapperboard } from 'lucide-react';
import { describeError } from '../api/errors';
import { mediaQueries, requestAvatarRender } from '../api/media';
import { withData, type BlockEditorProps } from './editorProps';
import { InlineText } from './InlineText';
import { AvatarPicture } from './media/AvatarPicture';
import { useEditingCourse, useSavePending } from './media/EditingCourse';
import { AvatarView } from './mediaViews';
import { SelectField } from './SelectField';

export function AvatarBlockEditor({ block, onChange }: BlockEditorProps<'AvatarBlockComponent'>) {
  const courseId = useEditingCourse();
  const { script, voice, imageMediaId, renderMediaStatus, uuid } = block.data;
  const engines = useQuery(mediaQueries.engines());
  const voices = engines.data?.voices ?? [];
  const canRender = engines.data?.speech.available ?? false;
  const savePending = useSavePending();
  const render = useMutation({
    // The script as typed is saved first, so the block the server patches is the one the author sees.
    mutationFn: async () => {
      await savePending();
      return requestAvatarRender({
        courseId,
        blockId: block.id,
        script,
        // The server speaks in its first voice when none is chosen, and keeps on the block the one it used.
        voice,
        ...(imageMediaId ? { imageMediaId } : {}),
      });
    },
  });
  const rendering = uuid !== '' && (renderMediaStatus === 'INIT' || renderMediaStatus === 'IN_PROGRESS');

  return (
    <div className="block-stack">
      <AvatarView block={block} />
      <InlineText
        label="Script"
        placeholder="What the presenter says"
        multiline
        value={script}
        onChange={(text) => onChange(withData(block, { script: text }))}
      />
      <div className="avatar-controls">
        <AvatarPicture mediaId={imageMediaId} onChange={(id) => onChange(withData(block, { imageMediaId: id }))} />
        {voices.length > 0 && (
          <SelectField
            label="Voice"
            value={voice || voices[0]!.id}
            choices={Object.fromEntries(voices.map((v) => [v.id, v.label]))}
            onChange={(next: string) => onChange(withData(block, { voice: next }))}
          />
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={!canRender || script.trim() === '' || rendering || render.isPending}
          onClick={() => render.mutate()}
        >
          <Clapperboard aria-hidden="true" size={16} />
          {rendering ? 'Rendering…' : renderMediaStatus === 'COMPLETED' ? 'Render again' : 'Render video'}
        </button>
      </div>
      {engines.data && !canRender && (
        <p className="alert" role="alert">
          Avatar videos need ffmpeg and a voice (espeak-ng, or an OpenAI-compatible server) on the server, and this
          server lacks {engines.data.engines.ffmpeg ? 'the voice' : 'ffmpeg'}.
        </p>
      )}
      {render.isError && (
        <p className="alert" role="alert">
          {describeError(render.error)}
        </p>
      )}
    </div>
  );
}

import { type FormEvent, useState } from 'react';
import { PROMPT_MAX, QUESTIONS_MAX } from '../../../modules/ai/shared';
import { blocksInOrder, blockText, type Content, isAiNotice, moduleText } from '../../../modules/courses/content';
import { BLOCK_LABELS } from '../../blocks/blockLabels';
import { Check } from '../../blocks/Check';
import { Button, SubmitButton } from '../../components/Buttons';
import { Dialog } from '../../components/Dialog';
import { WholeNumberField } from '../../components/WholeNumberField';
import { AiNote } from '../AiNote';

const DEFAULT_QUESTION_COUNT = 3;

export interface QuestionsAsked {
  count: number;
  prompt: string;
  /** The text to draw from: the whole module as the author sees it (saved or not), or the chosen blocks'. */
  content: string;
}

interface GenerateQuestionsDialogProps {
  content: Content;
  onStart: (asked: QuestionsAsked) => void;
  onClose: () => void;
}

/** What to ask the assistant for: how many questions, about what, from the whole module or chosen blocks. */
export function GenerateQuestionsDialog({ content, onStart, onClose }: GenerateQuestionsDialogProps) {
  const sources = blocksInOrder(content)
    .filter((block) => block.type !== 'QuestionBlockComponent' && !isAiNotice(block))
    .map((block) => ({ block, text: blockText(block) }))
    .filter(({ text }) => text.length > 0);
  const [count, setCount] = useState(DEFAULT_QUESTION_COUNT);
  const [prompt, setPrompt] = useState('');
  const [wholeModule, setWholeModule] = useState(true);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sources.length === 0) {
      setProblem('This module has no text yet. Write some, then ask for questions about it.');
      return;
    }
    const picked = sources.filter(({ block }) => chosen.has(block.id));
    if (!wholeModule && picked.length === 0) {
      setProblem('Choose at least one block to draw the questions from.');
      return;
    }
    onStart({
      count,
      prompt: prompt.trim(),
      content: wholeModule ? moduleText(content) : picked.map(({ text }) => text).join('\n\n'),
    });
  };

  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (!next.delete(id)) next.add(id);
    setChosen(next);
    setProblem(null);
  };

  return (
    <Dialog title="Write questions with AI" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <WholeNumberField label="Number of questions" value={count} min={1} max={QUESTIONS_MAX} onChange={setCount} />
        <fieldset className="export__choice">
          <legend>Draw them from</legend>
          <Check type="radio" name="source" checked={wholeModule} onChange={() => setWholeModule(true)}>
            The whole module
          </Check>
          <Check type="radio" name="source" checked={!wholeModule} onChange={() => setWholeModule(false)}>
            Blocks I choose
          </Check>
        </fieldset>
        {!wholeModule && (
          <fieldset className="questions-dialog__sources">
            <legend className="visually-hidden">Blocks to draw from</legend>
            {sources.map(({ block, text }) => (
              <label key={block.id} className="questions-dialog__source">
                <input type="checkbox" checked={chosen.has(block.id)} onChange={() => toggle(block.id)} />
                <strong>{BLOCK_LABELS[block.type]}</strong>
                <span>{text}</span>
              </label>
            ))}
          </fieldset>
        )}
        <label className="field">
          Focus on (optional)
          <input
            type="text"
            value={prompt}
            maxLength={PROMPT_MAX}
            placeholder="For example: the safety rules"
            onChange={(e) => setPrompt(e.target.value)}
          />
        </label>
        <AiNote />
        {problem && (
          <p role="alert" className="alert">
            {problem}
          </p>
        )}
        <div className="dialog__actions">
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton busy={false}>Write questions</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

import { isApiError } from '../api/errors';
import { Button } from './Buttons';

interface ErrorStateProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

export function ErrorState({ title, error, onRetry }: ErrorStateProps) {
  return (
    <div role="alert" className="state state--error">
      <h2>{title}</h2>
      <p>{isApiError(error) ? error.message : 'Something went wrong.'}</p>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}

import { useToast } from '../components/ToastProvider';

/** Copies a module's share link to the clipboard. */
export function useShareLink(): (courseId: string) => void {
  const toast = useToast();
  return (courseId) => {
    const link = `${window.location.origin}/share/${encodeURIComponent(courseId)}`;
    const failed = () => toast({ message: `The link could not be copied: ${link}` });
    try {
      navigator.clipboard.writeText(link).then(() => toast({ message: 'Link copied' }), failed);
    } catch {
      failed(); // No clipboard here (an insecure page).
    }
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { setToken } from '../api/session';

/** Starts a session with a fresh token: nothing cached for a previous user survives. */
export function useSignIn(): (token: string) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (token) => {
    setToken(token);
    queryClient.clear();
    navigate('/author/home', { replace: true });
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { trackLogin } from '../api/insights';
import { setToken } from '../api/session';

/** Starts a session with a fresh token (after log-in or registration): nothing cached for a previous user survives. */
export function useSignIn(): (token: string) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (token) => {
    setToken(token);
    queryClient.clear();
    trackLogin();
    navigate('/author/home', { replace: true });
  };
}

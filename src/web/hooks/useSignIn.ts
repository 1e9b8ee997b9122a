import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { trackLogin } from '../api/insights';
import { setToken } from '../api/session';

/**
 * Starts a session with a fresh token (after log-in, registration or single sign-on) and goes on
 * to the dashboard or `destination`: nothing cached for a previous user survives.
 */
export function useSignIn(): (token: string, destination?: string) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (token, destination = '/author/home') => {
    setToken(token);
    queryClient.clear();
    trackLogin();
    navigate(destination, { replace: true });
  };
}

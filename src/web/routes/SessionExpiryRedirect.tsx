import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../api/client';

/** Sends the visitor to the invalid-session page when the server stops accepting the token, with the server's reason. */
export function SessionExpiryRedirect() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler((message) => {
      navigate('/auth/invalid-session', { replace: true, state: { reason: message } });
      queryClient.clear();
    });
  }, [navigate, queryClient]);
  return null;
}

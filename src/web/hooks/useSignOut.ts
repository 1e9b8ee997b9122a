import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearToken } from '../api/session';

export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearToken();
    navigate('/author/userlogin', { replace: true });
    queryClient.clear();
  };
}

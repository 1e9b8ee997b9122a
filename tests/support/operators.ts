import { operatorGrants } from '../../src/modules/instance';
import { apiClient, type TestServer } from './server';

/**
 * Registers `email` (which the server's INSTANCE_ADMINS must list) and makes it an operator as an
 * instance without mail does: with the link `npm run operator -- grant` prints, signed with the
 * server's secret.
 */
export async function registerOperator(server: TestServer, email: string, firstName = 'Olga') {
  const registered = await apiClient(server.url).post('/auth/register', {
    email,
    password: 'correct horse',
    first_name: firstName,
    last_name: 'Operator',
  });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const api = apiClient(server.url, registered.body.token);
  const token = await operatorGrants(server.jwtSecret).sign({ email });
  const granted = await api.post('/admin/instance/operator-grant', { token });
  if (granted.status !== 200) throw new Error(`grant failed: ${granted.status} ${JSON.stringify(granted.body)}`);
  return { api, token: registered.body.token as string };
}

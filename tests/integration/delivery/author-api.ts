/** The API as a test author calls it (a fresh account, its own organisation). */
export async function author(baseURL: string) {
  const call = async (method: string, path: string, token: string | undefined, body?: unknown) => {
    const res = await fetch(`${baseURL}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  const email = `learner-author-${Date.now()}-${Math.random()}@example.com`;
  const { body } = await call('POST', '/auth/register', undefined, {
    email,
    password: 'correct horse battery',
    first_name: 'Ada',
    last_name: 'Author',
  });
  const token = body.token as string;
  return {
    token,
    get: (path: string) => call('GET', path, token),
    post: (path: string, b?: unknown) => call('POST', path, token, b),
    put: (path: string, b?: unknown) => call('PUT', path, token, b),
    delete: (path: string, b?: unknown) => call('DELETE', path, token, b),
  };
}

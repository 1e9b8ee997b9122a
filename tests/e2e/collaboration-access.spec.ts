import { expect, test, type APIRequestContext } from '@playwright/test';

async function authorWithCourse(request: APIRequestContext, title: string) {
  const email = `author-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { first_name: 'Ada', last_name: 'Author', email, password: 'correct horse battery' },
  });
  const { token } = (await registered.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/courses/', {
    headers,
    data: { course: { title, description: 'What to do when the alarm rings.' } },
  });
  const { course } = (await created.json()) as { course: { id: string } };
  return { headers, courseId: course.id };
}

/** A token the browser can read but the server never signed. */
function unsignedToken(claims: { roles: string[]; exp: number }): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.x`;
}

test('an admin invites someone into the organisation from /organization-settings; they register through the link and appear as a member', async ({
  browser,
  request,
}) => {
  // Whoever registers founds an organisation and is its ADMIN.
  const email = `first-${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { first_name: 'Olga', last_name: 'Owner', email, password: 'correct horse battery' },
  });
  const { token } = (await registered.json()) as { token: string };

  const adminContext = await browser.newContext();
  await adminContext.addCookies([
    { name: 'tessera_token', value: token, url: test.info().project.use.baseURL!, sameSite: 'Lax' },
  ]);
  const admin = await adminContext.newPage();
  // An admin reaches the organisation's settings from the top bar.
  await admin.goto('/author/home');
  await admin.getByRole('link', { name: 'Organisation' }).click();
  await expect(admin).toHaveURL(/\/organization-settings$/);
  await expect(admin.getByRole('heading', { name: 'Organisation settings' })).toBeVisible();
  await admin.getByRole('button', { name: 'Create invite link' }).click();
  const link = await admin.getByLabel(/Invite link/).inputValue();

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await expect(invitee.getByText("You are joining Olga Owner's organisation.")).toBeVisible();
  await invitee.getByLabel('First name').fill('Nina');
  await invitee.getByLabel('Last name').fill('Newcomer');
  await invitee.getByLabel('Email').fill(`nina-${Date.now()}@example.com`);
  await invitee.getByLabel('Password').fill('correct horse battery');
  await invitee.getByRole('button', { name: 'Create account' }).click();
  await expect(invitee).toHaveURL(/\/author\/home$/);

  await admin.reload();
  await expect(
    admin.getByRole('region', { name: 'Members' }).getByRole('row', { name: /Nina Newcomer/ }),
  ).toBeVisible();
  await admin.getByLabel('Role of Nina Newcomer').selectOption('ADMIN');
  await expect(admin.getByLabel('Role of Nina Newcomer')).toHaveValue('ADMIN');
});

test('an invitation link leads to the collaborate view, and the token leaves the address bar', async ({
  page,
  request,
}) => {
  const { headers, courseId } = await authorWithCourse(request, 'Fire drill');
  const invited = await request.put(`/api/collaborators/${courseId}`, {
    headers,
    data: { email: 'guest@example.com', firstname: 'Gail', lastname: 'Guest' },
  });
  const { link } = (await invited.json()) as { link: string };

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Join a module' })).toBeVisible();
  await page.getByLabel('Email').fill('guest@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Your name' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Gail');
  await page.getByLabel('First name').fill('Greta');
  await page.getByRole('button', { name: 'Open the module' }).click();

  await expect(page).toHaveURL(new RegExp(`/collaborate/view/${courseId}$`));
  await expect(page.getByRole('heading', { name: 'Fire drill' })).toBeVisible();
  await expect(page.getByText('What to do when the alarm rings.')).toBeVisible();
  expect(page.url()).not.toContain('token');
  // The view follows the module live: the author renames it.
  await request.put(`/api/courses/${courseId}`, { headers, data: { course: { title: 'Fire drill, revised' } } });
  await expect(page.getByRole('heading', { name: 'Fire drill, revised' })).toBeVisible();
  // The name given on the way in is what the author sees.
  const names = await request.get(`/api/collaborators/${courseId}`, { headers });
  expect(((await names.json()) as { collaborators: { firstname: string }[] }).collaborators[0]!.firstname).toBe(
    'Greta',
  );
});

test('a wrong invitation link ends on the collaborator error page', async ({ page, request }) => {
  const { courseId } = await authorWithCourse(request, 'Closed');
  await page.goto(`/launch/${courseId}?token=${'x'.repeat(43)}`);
  await page.getByLabel('Email').fill('guest@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/collaborate-error-401$/);
});

test('a Collaborator token in the address is adopted and removed from it; a Collaborator is not tracked', async ({
  page,
  request,
}) => {
  const { headers, courseId } = await authorWithCourse(request, 'Linked');
  const invited = await request.put(`/api/collaborators/${courseId}`, {
    headers,
    data: { email: 'linked@example.com', firstname: 'L', lastname: 'K' },
  });
  const secret = new URL(((await invited.json()) as { link: string }).link, 'http://x').searchParams.get('token')!;
  const access = await request.post(`/api/collaborators/validate-access/${courseId}`, {
    data: { token: secret, email: 'linked@example.com' },
  });
  const { token } = (await access.json()) as { token: string };

  const tracking: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/insights/track')) tracking.push(sent.url());
  });
  await page.goto(`/collaborate/view/${courseId}?token=${token}&mode=collaborator`);
  await expect(page.getByRole('heading', { name: 'Linked' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/collaborate/view/${courseId}$`));
  // SPEC §6: usage tracking is for authors' standalone tokens; the server refuses a Collaborator's (403).
  await page.waitForTimeout(1000);
  expect(tracking).toEqual([]);
});

test('an expired token goes to the invalid-session page', async ({ page, context, baseURL }) => {
  const expired = unsignedToken({ roles: ['Collaborator'], exp: Math.floor(Date.now() / 1000) - 60 });
  await context.addCookies([{ name: 'tessera_token', value: expired, url: baseURL!, sameSite: 'Lax' }]);
  await page.goto('/collaborate/view/some-course');
  await expect(page).toHaveURL(/\/auth\/invalid-session$/);

  // A token the browser thinks is fine but the server refuses ("Token Expired"): same page.
  const refused = unsignedToken({ roles: ['USER'], exp: Math.floor(Date.now() / 1000) + 3600 });
  await context.addCookies([{ name: 'tessera_token', value: refused, url: baseURL!, sameSite: 'Lax' }]);
  await page.goto('/author/home');
  await expect(page).toHaveURL(/\/auth\/invalid-session$/);
});

test('a forgotten password: the page answers the same for any email, and a bad reset link is refused with the reason', async ({
  page,
}) => {
  await page.goto('/author/userlogin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/author\/forgot-password$/);
  // The address changes at once; the login page, with its own Email field, stays until this page's code is in.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses' })).toContainText(
    'If an account uses nobody@example.com',
  );

  // The link itself is mailed (or logged); an invalid one is refused with the reason.
  await page.goto('/author/reset-password?token=abc.def');
  await page.getByLabel('New password', { exact: true }).fill('a new secret phrase');
  await page.getByLabel('Repeat the new password').fill('a new secret phrase');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This reset link is not valid, has been used, or has expired');
});

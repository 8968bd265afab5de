// Shared by the benchmarks: the demo member signed in, and a keep-alive caller in their session.
import http from 'node:http';

/** Signs the demo member in: the session cookie and its verification token. */
export async function signIn(url) {
  const first = await fetch(`${url}/cop-api/session`, { headers: { Accept: 'application/json' } });
  let cookie = first.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const token = (await first.json()).Result.Token;
  const login = await fetch(`${url}/cop-api/customer/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Cookie: cookie,
      RequestVerificationToken: token,
      Origin: url,
    },
    body: JSON.stringify({ Username: 'ayse@vitrin.example', Password: 'Vitrin2024' }),
  });
  if (!(await login.json()).Success) throw new Error('demo member sign-in failed');
  cookie =
    login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ') || cookie;
  const again = await fetch(`${url}/cop-api/session`, { headers: { Accept: 'application/json', Cookie: cookie } });
  return { cookie, token: (await again.json()).Result.Token };
}

/** A signed-in session of the demo member: a caller that answers [ms, status, body]. */
export async function member(url) {
  const { cookie, token: signedToken } = await signIn(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (method, path, body, json = body !== undefined) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const headers = {
        Accept: json ? 'application/json' : 'text/html',
        Cookie: cookie,
        RequestVerificationToken: signedToken,
        Origin: url,
        'Content-Type': 'application/json',
      };
      const request = http.request(url + path, { method, headers, agent }, (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk) => {
          text += chunk;
        });
        answer.on('end', () => resolve([performance.now() - started, answer.statusCode, text]));
      });
      request.on('error', reject);
      request.end(body && JSON.stringify(body));
    });
}

import { expect, test } from './support/fixtures';

test('without an operator origin the public site has no upload page: /upload-video answers 404', async ({
  request,
}) => {
  const response = await request.get('/upload-video', { maxRedirects: 0 });
  expect(response.status()).toBe(404);
});

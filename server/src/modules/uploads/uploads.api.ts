import { z } from 'zod';
import { routeDoc } from '../../http/api-docs/route-doc';
import { uuidParams } from '../../http/api-docs/schemas';

export const uploadsDocs = {
  createUrl: routeDoc({
    tag: 'uploads',
    summary: { en: 'Get a signed URL to upload one screenshot', ru: 'Получить подписанный адрес для загрузки скриншота' },
    description: {
      en: 'Answers only `uploadURL`, a signed URL for one screenshot, valid for a few minutes. PUT the image bytes to it with the same session cookie or API key; the answer to that PUT gives `objectPath`, which you pass in `imageUrls`.',
      ru: 'Возвращает только `uploadURL` — подписанный адрес для одного скриншота, действующий несколько минут. Отправьте на него байты изображения методом PUT с той же cookie сессии или тем же API-ключом; ответ на этот PUT содержит `objectPath`, который передаётся в `imageUrls`.',
    },
    auth: 'user',
    apiKey: true,
    response: { schema: z.object({ uploadURL: z.url() }) },
  }),
  put: routeDoc({
    tag: 'uploads',
    summary: { en: 'Upload the screenshot bytes', ru: 'Загрузить байты скриншота' },
    description: {
      en: 'PNG, JPEG or WebP; the content is checked, not the declared type.',
      ru: 'PNG, JPEG или WebP; проверяется содержимое, а не заявленный тип.',
    },
    auth: 'signedUrl',
    apiKey: true,
    params: uuidParams,
    query: z.object({ expires: z.string(), signature: z.string() }),
    body: z.string().describe('image bytes'),
    bodyType: 'application/octet-stream',
    response: {
      schema: z.object({
        objectPath: z.string().describe('/objects/uploads/<id>'),
        width: z.number().int(),
        height: z.number().int(),
        size: z.number().int(),
      }),
    },
    errors: [
      'UNAUTHORIZED',
      'UPLOAD_URL_INVALID',
      'UPLOAD_URL_EXPIRED',
      'UNSUPPORTED_IMAGE',
      'IMAGE_TOO_LARGE',
      'IMAGE_DIMENSIONS',
      'BLANK_IMAGE',
      'PAYLOAD_TOO_LARGE',
      'UPLOAD_LIMIT',
    ],
  }),
  read: routeDoc({
    tag: 'uploads',
    summary: { en: 'Read back an uploaded screenshot', ru: 'Получить загруженный скриншот' },
    auth: 'user',
    params: uuidParams,
    response: { schema: z.string().describe('image bytes'), contentType: 'image/*' },
    errors: ['NOT_FOUND'],
  }),
};

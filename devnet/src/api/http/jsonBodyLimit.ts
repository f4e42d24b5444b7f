import { bodyLimit } from 'hono/body-limit'
import { reasonCodes, reasonsResponse } from './reasons'

/** A JSON body past `maxSize` bytes is refused before it is read: 413 `{ reasons: [BODY_TOO_LARGE] }`. */
export const jsonBodyLimit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) => reasonsResponse(c, 413, [{ code: reasonCodes.bodyTooLarge, description: `body is larger than ${maxSize} bytes` }]),
  })

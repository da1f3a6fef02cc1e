import { uploadResult } from '@gp/contracts';
import { typedApi } from '../../../shared/http/typed-api';

/** Sends one image as multipart field `file`; the server answers its public URL. */
export const uploadImage = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return typedApi.post('/bo/uploads', { form, parse: (v) => uploadResult.parse(v) });
};

import { uploadResult } from '@gp/contracts';
import { apiRequest } from '../../../shared/http/request';

/** Sends one image as multipart field `file`; the server answers its public URL. */
export const uploadImage = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest('/bo/uploads', { method: 'POST', body: form, schema: uploadResult });
};

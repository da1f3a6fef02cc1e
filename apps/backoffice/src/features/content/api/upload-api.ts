import { uploadResult } from '@gp/contracts';
import { postForm } from '../../../shared/http/post-form';

/** Sends one image as multipart field `file`; the server answers its public URL. */
export const uploadImage = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return postForm('/bo/uploads', form, (v) => uploadResult.parse(v));
};

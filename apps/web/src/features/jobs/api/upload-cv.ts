import type { CvUploaded } from '@skilllink/contracts/jobs';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PUT the PDF itself (as the profile photo goes): the server checks its content and size. */
export const uploadCv = (file: Blob): Promise<CvUploaded> => api<CvUploaded>('/api/v1/cvs', { method: 'PUT', body: file });

export const useUploadCv = () => useMutation({ mutationFn: uploadCv });

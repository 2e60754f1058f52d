// Sends a finished questionnaire; the server scores and stores it. Every list of results is stale then.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assessmentKeys, submitAssessment } from '../../../common/api';

export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAssessment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
}

// A conversation as a Markdown file the user keeps: copied to the clipboard or downloaded.
import type { AdvisorSummary } from '@cc/shared-contract';
import type { ChatMessage } from './types';

export interface TranscriptLabels {
  title: string;
  /** "Exported on …" line under the title. */
  exported: string;
  you: string;
  advisor: string;
  /** Labels of the summary's parts. */
  summary: { title: string; situation: string; interests: string; options: string; nextSteps: string };
}

function summaryText(summary: AdvisorSummary, labels: TranscriptLabels['summary']): string {
  const list = (items: string[]) => items.map((item) => `- ${item}`).join('\n');
  return [
    `**${labels.title}**`,
    `${labels.situation}: ${summary.situation}`,
    `${labels.interests}:\n${list(summary.interests)}`,
    `${labels.options}:\n${list(summary.options)}`,
    `${labels.nextSteps}:\n${list(summary.next_steps)}`,
  ].join('\n\n');
}

export function transcriptMarkdown(messages: ChatMessage[], labels: TranscriptLabels): string {
  const parts = messages
    .filter((message) => message.content || message.summary)
    .map((message) => {
      const who = message.role === 'user' ? labels.you : labels.advisor;
      const body = message.summary ? summaryText(message.summary, labels.summary) : message.content;
      return `**${who}:**\n\n${body}`;
    });
  return [`# ${labels.title}`, labels.exported, ...parts].join('\n\n') + '\n';
}

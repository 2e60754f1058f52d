// ESLint rule for the browser packages (issue #25: one date-time formatter): a date is shown
// through shared-i18n's formatters (formatDateTime, formatDate, formatTime, formatDateTimeLines,
// formatTimeZoneName, isSameDay), never an `Intl.DateTimeFormat` or a Date's
// toLocale*String of a file's own. Three places had one, each with its own idea of the
// language's form and the time zone. A number's toLocaleString (a count "3.200") is no date:
// toLocaleString is refused only where the type checker (or a `new Date(...)` receiver) says Date.

export const ownDateFormatMessage =
  "Format dates with shared-i18n's formatters (formatDateTime, formatDate, formatTime, …), not Intl.DateTimeFormat or toLocale*String.";

const isIntlDateTimeFormat = (node) =>
  node.type === 'MemberExpression' &&
  node.object.type === 'Identifier' &&
  node.object.name === 'Intl' &&
  !node.computed &&
  node.property.name === 'DateTimeFormat';

/** Whether `node` is a Date: `new Date(...)`, or a value the type checker types as Date. */
function isDate(node, services) {
  if (node.type === 'NewExpression' && node.callee.type === 'Identifier' && node.callee.name === 'Date') return true;
  if (!services?.program || !services.esTreeNodeToTSNodeMap) return false;
  const checker = services.program.getTypeChecker();
  const type = checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
  const types = type.isUnion() ? type.types : [type];
  return types.some((part) => part.getSymbol()?.getName() === 'Date');
}

export const ownDateFormat = {
  meta: {
    type: 'problem',
    docs: { description: "Dates are formatted by shared-i18n's formatters only" },
    schema: [],
    messages: { own: ownDateFormatMessage },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    const report = (node) => context.report({ node, messageId: 'own' });
    return {
      NewExpression(node) {
        if (isIntlDateTimeFormat(node.callee)) report(node);
      },
      CallExpression(node) {
        const { callee } = node;
        if (isIntlDateTimeFormat(callee)) return report(node);
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const name = callee.property.name;
        if (name === 'toLocaleDateString' || name === 'toLocaleTimeString') return report(node);
        if (name === 'toLocaleString' && isDate(callee.object, services)) report(node);
      },
    };
  },
};

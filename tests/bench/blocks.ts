/** A single-choice question whose answer is "Yes": the benchmarks' stand-in for a quiz question. */
export const yesNoQuestion = (title: string) => ({
  type: 'QuestionBlockComponent',
  data: {
    title,
    type: 'single choice',
    options: [
      { id: 'yesxx', value: 'Yes' },
      { id: 'noxxx', value: 'No' },
    ],
    answer: ['yesxx'],
  },
});

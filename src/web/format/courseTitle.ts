export const UNTITLED = 'Untitled module';

/** What a module is called in the interface, even before it has a title. */
export const courseTitle = ({ title }: { title: string }): string => title || UNTITLED;

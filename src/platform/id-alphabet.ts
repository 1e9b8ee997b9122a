/** 54 characters: letters and digits without the look-alikes 0 O o 1 l I 5 S (SPEC §9). Shared by server and browser id makers. */
export const ID_ALPHABET = '2346789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRTUVWXYZ';
